import Foundation
import Testing
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

@MainActor
@Suite struct SelectorConnectionTests {
    /// Outlets connect through the generated setters, so their observers run before
    /// `viewDidLoad`, and a button's action reaches the method by its selector.
    @Test func outletsRunTheirObserversAndActionsConnectBySelector() throws {
        let runtime = HeadlessRuntime.reset()
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
