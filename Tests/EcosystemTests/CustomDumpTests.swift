import CustomDump
import Testing
import UIKitTesting
@_spi(Headless) import UIKit

/// swift-custom-dump beside our UIKit: its `canImport(UIKit)` conformances name types that
/// exist here as Apple declares them (scripts/check-canimport-uikit.sh compiles that file
/// against our module), and `expectNoDifference` reads our values.
@MainActor
@Suite(.freshRuntime) struct CustomDumpTests {
    struct Screen: Equatable {
        var title: String
        var frames: [CGRect]
        var state: UIControl.State
        var mode: UISplitViewController.DisplayMode
        var style: UIUserInterfaceStyle
    }

    @Test func expectNoDifferencePassesOnEqualValuesOfOurTypes() {
        let runtime = HeadlessRuntime.current
        let label = UILabel(frame: CGRect(x: 16, y: 20, width: 200, height: 21))
        label.text = "Title"
        let window = UIWindow(frame: runtime.screen.bounds)
        window.addSubview(label)
        expectNoDifference(
            Screen(title: label.text ?? "", frames: window.subviews.map(\.frame),
                   state: [.highlighted, .selected], mode: .oneBesideSecondary, style: .dark),
            Screen(title: "Title", frames: [CGRect(x: 16, y: 20, width: 200, height: 21)],
                   state: [.selected, .highlighted], mode: .oneBesideSecondary, style: .dark))
    }

    @Test func aDifferenceIsShownFieldByField() throws {
        let before = Screen(title: "Inbox", frames: [CGRect(x: 0, y: 0, width: 320, height: 768)],
                            state: .normal, mode: .oneBesideSecondary, style: .light)
        var after = before
        after.mode = .secondaryOnly
        after.frames[0].size.width = 0
        let difference = try #require(diff(before, after))
        // custom-dump's own UIKit conformance spells the type out; it is compiled in only when
        // SwiftPM happens to build custom-dump after our UIKit (`canImport(UIKit)` is decided
        // then), so either spelling is right here. scripts/check-canimport-uikit.sh compiles
        // that conformance against our UIKit deterministically.
        #expect(difference.contains("-   mode: UISplitViewController.DisplayMode.oneBesideSecondary")
                || difference.contains("-   mode: .oneBesideSecondary"))
        #expect(difference.contains("+   mode: UISplitViewController.DisplayMode.secondaryOnly")
                || difference.contains("+   mode: .secondaryOnly"))
        #expect(difference.contains("width: 320"))
        #expect(!difference.contains("-   title") && !difference.contains("+   title"))
    }

    @Test func everyEnumCustomDumpNamesExists() {
        // The cases swift-custom-dump's UIKit conformances switch over, as Apple declares them.
        let modes: [UISplitViewController.DisplayMode] = [.automatic, .secondaryOnly, .oneBesideSecondary,
            .oneOverSecondary, .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary]
        #expect(modes.map(\.rawValue) == Array(0...6))
        let columns: [UISplitViewController.Column] = [.primary, .supplementary, .secondary, .compact, .inspector]
        #expect(columns.map(\.rawValue) == Array(0...4))
        let behaviours: [UISplitViewController.SplitBehavior] = [.automatic, .tile, .overlay, .displace]
        #expect(behaviours.map(\.rawValue) == Array(0...3))
        let styles: [UISplitViewController.Style] = [.unspecified, .doubleColumn, .tripleColumn]
        #expect(styles.map(\.rawValue) == Array(0...2))
        let environments: [UISplitViewController.LayoutEnvironment] = [.none, .expanded, .collapsed]
        #expect(environments.map(\.rawValue) == Array(0...2))
        let visibilities: [UISplitViewController.DisplayModeButtonVisibility] = [.automatic, .never, .always]
        #expect(visibilities.map(\.rawValue) == Array(0...2))
        #expect([UISplitViewController.PrimaryEdge.leading, .trailing].map(\.rawValue) == [0, 1])
        #expect([UISplitViewController.BackgroundStyle.none, .sidebar].map(\.rawValue) == [0, 1])
        let insets: [UIScrollView.ContentInsetAdjustmentBehavior] = [.automatic, .scrollableAxes, .never, .always]
        #expect(insets.map(\.rawValue) == Array(0...3))
        let gestures: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        #expect(gestures.map(\.rawValue) == Array(0...5))
        let controlStates: [UIControl.State] = [.normal, .highlighted, .disabled, .selected, .focused, .application, .reserved]
        #expect(controlStates.map(\.rawValue) == [0, 1, 2, 4, 8, 0x00FF_0000, 0xFF00_0000])
        #expect([UIUserInterfaceStyle.unspecified, .light, .dark].map(\.rawValue) == [0, 1, 2])
    }
}
