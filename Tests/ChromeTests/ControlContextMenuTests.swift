@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import Testing

/// A control that lists destinations in its own menu, as a custom picker does: it supplies the
/// menu through `UIControl`'s overridable context-menu methods, marks the chosen item, and
/// changes its background while the menu shows.
final class DestinationControl: UIControl {
    var log: [String] = []
    var items: [UIAction] = [] {
        didSet {
            isContextMenuInteractionEnabled = !items.isEmpty
            contextMenuInteraction?.updateVisibleMenu { [unowned self] _ in menu }
        }
    }
    var chosen = -1
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        showsMenuAsPrimaryAction = true
        label.text = "Destinations"
        label.frame = bounds
        addSubview(label)
        layer.cornerCurve = .continuous
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    var menu: UIMenu {
        UIMenu(children: items.map { item in
            UIAction(title: item.title, image: item.image, state: items.firstIndex(of: item) == chosen ? .on : .off) { proxy in
                guard let control = proxy.sender as? DestinationControl else { return }
                control.chosen = control.items.firstIndex(of: item) ?? -1
                control.log.append("chose \(item.title)")
            }
        })
    }

    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                         configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        log.append("configuration")
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in menu }
    }

    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                         previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        log.append("highlight preview")
        let parameters = UIPreviewParameters()
        parameters.backgroundColor = .clear
        return UITargetedPreview(view: UIView(frame: label.frame), parameters: parameters,
                                 target: UIPreviewTarget(container: label, center: label.center))
    }

    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                         previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        log.append("dismiss preview")
        return nil
    }

    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                         animator: (any UIContextMenuInteractionAnimating)?) {
        super.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: animator)
        animator?.addAnimations { self.backgroundColor = .systemGray2 }
        log.append("willDisplay")
    }

    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                         animator: (any UIContextMenuInteractionAnimating)?) {
        super.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator)
        backgroundColor = .systemGray5
        log.append("willEnd")
    }
}

final class DestinationsViewController: UIViewController {
    let control = DestinationControl(frame: CGRect(x: 20, y: 120, width: 200, height: 44))
    override func viewDidLoad() {
        super.viewDidLoad()
        control.items = ["Beach", "Mountains"].map { UIAction(title: $0, image: UIImage(systemName: "mappin")) { _ in } }
        view.addSubview(control)
    }
}

/// Issue 33 item 6: a `UIControl` subclass's own context menu (`contextMenuInteraction` and its
/// overridable methods, previews), `UIAction(title:image:…)` and `UIAction` equality as an
/// `NSObject`, and `CALayer.cornerCurve`.
@MainActor
@Suite(.freshRuntime) struct ControlContextMenuTests {
    private func show() -> (LifecycleHarness, DestinationsViewController) {
        let harness = LifecycleHarness()
        let screen = DestinationsViewController()
        harness.show(screen)
        return (harness, screen)
    }

    @Test func aTapOpensTheMenuTheSubclassSuppliesAndItsActionNamesTheControl() {
        let (harness, screen) = show()
        let control = screen.control
        #expect(control.contextMenuInteraction != nil)
        #expect(control.contextMenuInteraction?.view === control)
        harness.tap("Destinations")
        #expect(control.log == ["configuration", "highlight preview", "willDisplay"])
        #expect(control.backgroundColor == .systemGray2)
        #expect(harness.window?.tappableElementDescriptions == ["menu item \"Beach\"", "menu item \"Mountains\""])
        #expect(HeadlessRuntime.current.menuSession.open?.highlightPreview?.target.container === control.label)
        harness.tap("Mountains")
        #expect(control.log.suffix(3) == ["dismiss preview", "willEnd", "chose Mountains"])
        #expect(control.chosen == 1)
        #expect(control.backgroundColor == .systemGray5)
        #expect(HeadlessRuntime.current.menuSession.open == nil)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    @Test func updateVisibleMenuAndDismissMenuReachTheOpenMenu() {
        let (harness, screen) = show()
        let control = screen.control
        harness.tap("Destinations")
        control.items.append(UIAction(title: "Desert") { _ in })
        #expect(harness.window?.tappableElementDescriptions == ["menu item \"Beach\"", "menu item \"Mountains\"", "menu item \"Desert\""])
        control.contextMenuInteraction?.dismissMenu()
        #expect(HeadlessRuntime.current.menuSession.open == nil)
        #expect(control.log.last == "willEnd")
    }

    @Test func disablingTheInteractionDropsItAndClosesItsMenu() {
        let (harness, screen) = show()
        let control = screen.control
        harness.tap("Destinations")
        control.items = []
        #expect(control.contextMenuInteraction == nil)
        #expect(HeadlessRuntime.current.menuSession.open == nil)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    @Test func actionsCarryImagesAndAreEqualOnlyToThemselves() {
        let image = UIImage(systemName: "mic")
        let first = UIAction(title: "Record", image: image, discoverabilityTitle: "Start recording", attributes: .destructive, state: .on) { _ in }
        let twin = UIAction(title: "Record", image: image) { _ in }
        #expect(first.image === image)
        #expect(first.discoverabilityTitle == "Start recording")
        #expect(first == first)
        #expect(first != twin)
        #expect([twin, first].firstIndex(of: first) == 1)
        first.image = nil
        #expect(first.image == nil)
        #expect(UIAction(title: "Plain") { _ in }.image == nil)
    }

    @Test func cornerCurveIsStoredPerLayer() {
        let (_, screen) = show()
        #expect(screen.control.layer.cornerCurve == .continuous)
        #expect(UIView().layer.cornerCurve == .circular)
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(CALayer.cornerCurveExpansionFactor(.continuous) > 1.5)
    }

    @Test func aPreviewWithoutTargetNeedsItsViewInAWindow() {
        let (harness, screen) = show()
        harness.allowDiagnostics("menu.previewViewNotInWindow")
        let inWindow = UITargetedPreview(view: screen.control.label)
        #expect(inWindow.target.container === screen.control)
        #expect(inWindow.size == screen.control.label.bounds.size)
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = UITargetedPreview(view: loose)
        #expect(HeadlessRuntime.current.diagnostics.all.contains { $0.code == .previewViewNotInWindow && $0.message.contains("not in a window") })
        let moved = inWindow.retargetedPreview(with: UIPreviewTarget(container: screen.view, center: .zero))
        #expect(moved.view === inWindow.view)
        #expect(moved.target.container === screen.view)
    }
}
