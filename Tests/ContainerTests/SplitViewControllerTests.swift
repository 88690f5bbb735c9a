@_spi(Headless) import UIKit
import HeadlessCore
import Testing
import UIKitTesting

/// UISplitViewController: columns as child controllers, placed by layout, collapsed to one
/// column when the horizontal size class is compact.
@MainActor
@Suite(.freshRuntime) struct SplitViewControllerTests {
    final class ModeDelegate: NSObject, UISplitViewControllerDelegate {
        var modes: [UISplitViewController.DisplayMode] = []
        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
            modes.append(displayMode)
        }
    }

    private func useIPad() {
        HeadlessRuntime.current.screen.use(DeviceModel(identifier: "ipad")!)
    }

    @Test func expandedColumnsSitSideBySideAndAppear() {
        useIPad()
        let runtime = HeadlessRuntime.current
        let list = AViewController(), detail = BViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        #expect(split.viewController(for: .primary) === list && split.viewController(for: .secondary) === detail)
        #expect(same(split.children, [list, detail]) || same(split.children, [detail, list]))
        let recorder = runtime.attach()
        let window = showInWindow(split)
        let width = window.bounds.width
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(list.view.frame == CGRect(x: 0, y: 0, width: 320, height: window.bounds.height))
        #expect(detail.view.frame == CGRect(x: 320, y: 0, width: width - 320, height: window.bounds.height))
        #expect(split.primaryColumnWidth == 320)
        let appeared = lifecycle(recorder, of: ["AViewController", "BViewController"]).filter { $0.contains("viewDidAppear") }
        #expect(appeared.count == 2)
    }

    @Test func hidingThePrimaryColumnTakesItsViewOut() {
        useIPad()
        let list = AViewController(), detail = BViewController()
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = ModeDelegate()
        split.delegate = delegate
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = showInWindow(split)
        split.hide(.primary)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(split.displayMode == .secondaryOnly)
        #expect(list.view.window == nil && list.appearanceState == .disappeared)
        #expect(detail.view.frame == window.bounds)
        split.show(.primary)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(list.view.window === window)
        #expect(delegate.modes.suffix(2) == [.secondaryOnly, .oneBesideSecondary])
    }

    @Test func aCompactWidthCollapsesToOneColumn() {
        // The default screen (iPhone SE, portrait) is compact in width.
        let list = AViewController(), detail = BViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = showInWindow(split)
        #expect(split.isCollapsed)
        #expect(list.view.frame == window.bounds)
        #expect(!detail.isViewLoaded || detail.view.window == nil)
        let compact = CViewController()
        split.setViewController(compact, for: .compact)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(compact.view.window === window && list.view.window == nil)
    }

    @Test func theClassicInterfaceTakesTwoControllers() {
        useIPad()
        let list = AViewController(), detail = BViewController()
        let split = UISplitViewController()
        split.viewControllers = [list, detail]
        #expect(split.style == .unspecified)
        #expect(same(split.viewControllers, [list, detail]))
        split.preferredDisplayMode = .oneOverSecondary
        let window = showInWindow(split)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(detail.view.frame == window.bounds)
        #expect(list.view.frame.width == 320 && window.subviews.first?.subviews.last === list.view)
    }

    @Test func aSupplementaryColumnNeedsTheTripleStyle() {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(AViewController(), for: .supplementary)
        #expect(split.viewController(for: .supplementary) == nil)
        #expect(diagnosticCodes == ["splitViewController.column.style"])
        split.viewControllers = [AViewController()]
        #expect(split.viewController(for: .primary) == nil)
        #expect(diagnosticCodes.count == 2)
    }
}
