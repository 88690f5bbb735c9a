import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit

// What `lifecycle port` generates for this module's ported classes: the methods a storyboard
// calls by selector, and outlet setters that assign through the property.
enum HeadlessPortSelectorTables: SelectorTableSource {
    static func registerSelectorTables() {
        SelectorTable.register(PortedFormController.self, [
            "save:": { receiver, arguments in
                (receiver as! PortedFormController).save(arguments[0])
                return nil
            },
        ])
        SelectorTable.register(PortedSourceController.self, [
            "makeDetail:sender:segueIdentifier:": { receiver, arguments in
                return (receiver as! PortedSourceController).makeDetail(arguments.argument(0, as: NSCoder.self), sender: arguments[1],
                                                                         segueIdentifier: arguments.optionalArgument(2, as: String.self))
            },
        ])
        SelectorTable.registerOutlets(PortedFormController.self, [
            "titleLabel": OutletSetter("UILabel") { receiver, value in
                guard let value = value as? UILabel else { return false }
                (receiver as! PortedFormController).titleLabel = value
                return true
            },
            "buttons": OutletSetter("UIButton") { receiver, value in
                guard let value = value as? UIButton else { return false }
                let object = receiver as! PortedFormController
                object.buttons = (object.buttons ?? []) + [value]
                return true
            },
        ])
    }
}

/// A controller written as for iOS and ported: its outlets are plain properties with
/// observers, its action a plain method.
final class PortedFormController: UIViewController {
    var log: [String] = []
    weak var titleLabel: UILabel! {
        didSet { log.append("didSet titleLabel \(titleLabel?.text ?? "nil")") }
    }
    var buttons: [UIButton]! {
        willSet { log.append("willSet buttons \(newValue?.count ?? 0)") }
    }

    func save(_ sender: Any?) {
        log.append("save from \((sender as? UIButton)?.accessibilityIdentifier ?? "?")")
    }
}

/// A source whose segue creates its destination through an `@IBSegueAction`.
final class PortedSourceController: UIViewController {
    var created: [String] = []
    func makeDetail(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> PortedDetailController? {
        created.append(segueIdentifier ?? "nil")
        return PortedDetailController(coder: coder, item: "made by the segue action")
    }
}

final class PortedDetailController: UIViewController {
    var item = "from init(coder:)"
    init?(coder: NSCoder, item: String) {
        self.item = item
        super.init(coder: coder)
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
@Suite(.freshRuntime) struct SelectorConnectionTests {
    /// A segue's `destinationCreationSelector` is called on the source by selector, with the
    /// destination's coder, and its result becomes the destination.
    @Test func aSegueActionCreatesTheDestination() throws {
        let runtime = HeadlessRuntime.current
        let url = try Fixtures.temporaryFolder().appendingPathComponent("SegueAction.storyboard")
        try StoryboardText.scene(controllerClass: "PortedSourceController", subviews: "", connections: """
                                <segue destination="Dst-Vc-001" kind="presentation" identifier="showDetail" destinationCreationSelector="makeDetail:sender:segueIdentifier:" id="Dst-Sg-001"/>
        """, extraScenes: StoryboardText.viewControllerScene("Dst", customClass: "PortedDetailController", module: "InterfaceBuilderTests")).write(to: url, atomically: true, encoding: .utf8)
        let source = try #require(try UIStoryboard.load(contentsOf: url).instantiateInitialViewController() as? PortedSourceController)
        let window = showInWindow(source)
        runtime.runLoop.runUntilIdle()
        source.performSegue(withIdentifier: "showDetail", sender: nil)
        runtime.runLoop.runUntilIdle()
        #expect(source.created == ["showDetail"])
        #expect((source.presentedViewController as? PortedDetailController)?.item == "made by the segue action")
        #expect(runtime.diagnostics.all.isEmpty)
        withExtendedLifetime(window) {}
    }

    /// Outlets connect through the generated setters, so their observers run before
    /// `viewDidLoad`, and a button's action reaches the method by its selector.
    @Test func outletsRunTheirObserversAndActionsConnectBySelector() throws {
        let runtime = HeadlessRuntime.current
        let url = try Fixtures.temporaryFolder().appendingPathComponent("Ported.storyboard")
        try StoryboardText.scene(controllerClass: "PortedFormController", subviews: """
                            <label opaque="NO" text="Title" id="Prt-Lb-001">
                                <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                            </label>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Prt-Bt-001">
                                <rect key="frame" x="0.0" y="50" width="80" height="40"/>
                                <accessibility key="accessibilityConfiguration" identifier="save"/>
                                <connections>
                                    <action selector="save:" destination="Scn-Vc-001" eventType="touchUpInside" id="Prt-Ac-001"/>
                                </connections>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Prt-Bt-002">
                                <rect key="frame" x="0.0" y="100" width="80" height="40"/>
                            </button>
        """, connections: """
                                <outlet property="titleLabel" destination="Prt-Lb-001" id="Prt-Ou-001"/>
                                <outletCollection property="buttons" destination="Prt-Bt-001" collectionClass="NSMutableArray" id="Prt-Ou-002"/>
                                <outletCollection property="buttons" destination="Prt-Bt-002" collectionClass="NSMutableArray" id="Prt-Ou-003"/>
        """).write(to: url, atomically: true, encoding: .utf8)
        let controller = try #require(try UIStoryboard.load(contentsOf: url).instantiateInitialViewController() as? PortedFormController)
        let window = showInWindow(controller)
        #expect(runtime.diagnostics.all.isEmpty)
        #expect(controller.titleLabel?.text == "Title")
        #expect(controller.buttons?.count == 2)
        #expect(controller.log == ["didSet titleLabel Title", "willSet buttons 1", "willSet buttons 2"])
        #expect(window.tap("save") == nil)
        #expect(controller.log.last == "save from save")
    }
}
