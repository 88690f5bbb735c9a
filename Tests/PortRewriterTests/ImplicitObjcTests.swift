@testable import PortRewriter
import Foundation
import Testing

/// Issue 33 item 3: selectors as Objective-C delivers them. Methods that are `@objc` without
/// the attribute (implementations of an `@objc` protocol's requirements) join the selector
/// tables; a sender of another class than the method's parameter runs a method that does not
/// read it, and is reported (file and line) by one that does.
@Suite struct ImplicitObjcTests {
    private func port(_ files: [String: String]) -> PortRewriter.Result {
        PortRewriter(emitsSourceLocations: false).rewrite(files.sorted { $0.key < $1.key }.map { .init(path: $0.key, text: $0.value) })
    }

    private static let shortcuts = """
        import Foundation

        @objc protocol ShortcutRespondable: class {
            @objc optional func createNewItem(_: Any?)
            @objc optional func deleteSelectedItem(_: Any?)
        }
        """

    @Test func anObjcProtocolRequirementImplementedInAnExtensionIsInTheSelectorTable() {
        let result = port([
            "App/Shortcuts.swift": Self.shortcuts,
            "App/FileList.swift": """
                import UIKit

                class FileList: UITableViewController {
                    override func viewDidLoad() {
                        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(createNewItem))
                    }
                    func unrelated(_ x: Any?) {}
                }

                extension FileList: ShortcutRespondable {
                    private func createNewItem(_: Any?) {}
                }
                """,
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let text = result.files.first { $0.path == "App/FileList.swift" }!.text
        #expect(text.contains("action: Selector(\"createNewItem:\")"))
        #expect(text.contains("\"createNewItem:\": { receiver, arguments in"))
        #expect(text.contains("fileprivate func createNewItem(_: Any?) {}"))
        // A method that implements no requirement stays out of the table.
        #expect(!text.contains("\"unrelated:\""))
        #expect(result.counts[.implicitObjcMethod] == 1)
    }

    @Test func aConformanceDeclaredOnTheClassCountsForMethodsInItsBody() {
        let result = port([
            "App/Shortcuts.swift": Self.shortcuts,
            "App/Canvas.swift": """
                import UIKit

                class Canvas: UIViewController, ShortcutRespondable {
                    func deleteSelectedItem(_ sender: Any?) {}
                    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                        action == #selector(deleteSelectedItem)
                    }
                }
                """,
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let text = result.files.first { $0.path == "App/Canvas.swift" }!.text
        #expect(text.contains("action == Selector(\"deleteSelectedItem:\")"))
        #expect(text.contains("\"deleteSelectedItem:\": { receiver, arguments in"))
    }

    @Test func aProtocolWithoutObjcMakesNothingImplicit() {
        let result = port([
            "App/ViewController.swift": """
                import UIKit

                protocol Refreshing: AnyObject { func refresh() }

                class ViewController: UIViewController, Refreshing {
                    func refresh() {}
                    func setUp() { _ = #selector(refresh) }
                }
                """,
        ])
        #expect(result.hasErrors)
        #expect(result.diagnostics.map(\.message).contains { $0.contains("#selector(refresh) names no @objc method") })
    }

    @Test func anUnreadSenderParameterIsTakenAsAnyOptional() {
        let result = port([
            "App/Summary.swift": """
                import UIKit

                class Summary: UIViewController {
                    override func viewDidLoad() {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Logout", style: .plain, target: self, action: #selector(logoutTapped))
                    }
                    @objc func logoutTapped(sender: UIButton) {
                        NotificationCenter.default.post(name: .init("logout"), object: nil)
                    }
                }
                """,
        ])
        #expect(result.diagnostics.isEmpty)
        let text = result.files[0].text
        #expect(text.contains("func logoutTapped(sender: Any?) {"))
        #expect(text.contains("(receiver as! Summary).logoutTapped(sender: arguments[0])"))
        #expect(result.counts[.unusedSenderParameter] == 1)
    }

    @Test func aReadSenderParameterIsCheckedNamingTheMethodFileAndLine() {
        let result = port([
            "App/Summary.swift": """
                import UIKit

                class Summary: UIViewController {
                    @objc func logoutTapped(sender: UIButton) {
                        sender.isEnabled = false
                    }
                }
                """,
        ])
        let text = result.files[0].text
        #expect(text.contains("func logoutTapped(sender: UIButton) {"))
        #expect(text.contains("""
                        "logoutTappedSender:": { receiver, arguments in
                            guard let argument0 = arguments.argument(0, as: UIButton.self, method: "Summary.logoutTapped(sender:)", file: "App/Summary.swift", line: 4) else { return nil }
                            (receiver as! Summary).logoutTapped(sender: argument0)
                            return nil
                        },
            """))
        #expect(result.counts[.unusedSenderParameter] == nil)
    }

    @Test func anOverriddenSelectorMethodKeepsItsParameterTypes() {
        let result = port([
            "App/Base.swift": """
                import UIKit

                class Base: UIViewController {
                    @objc func tapped(_ sender: UIButton) {}
                }

                class Derived: Base {
                    override func tapped(_ sender: UIButton) { print("derived") }
                }
                """,
        ])
        let text = result.files[0].text
        #expect(text.contains("@objc func tapped(_ sender: UIButton) {}") || text.contains("func tapped(_ sender: UIButton) {}"))
        #expect(!text.contains("tapped(_ sender: Any?)"))
        #expect(result.counts[.unusedSenderParameter] == nil)
    }

    /// Apple's keyboard sample sends a long press to `(_ recognizer: UIPanGestureRecognizer)`;
    /// Objective-C passes it through, and the body reads only `UIGestureRecognizer` members
    /// (References §55.8).
    @Test func aRecognizerParameterReadOnlyThroughTheBaseClassTakesAnyRecognizer() {
        let result = port([
            "App/Canvas.swift": """
                import UIKit

                class Canvas: UIViewController {
                    @objc private func moved(_ recognizer: UIPanGestureRecognizer) {
                        let location = recognizer.location(in: view)
                        if recognizer.state == .began && !recognizer.modifierFlags.contains(.shift) { print(location) }
                    }
                    @objc func pinched(_ recognizer: UIPinchGestureRecognizer) {
                        print(recognizer.scale)
                    }
                }
                """,
        ])
        #expect(result.diagnostics.isEmpty)
        let text = result.files[0].text
        #expect(text.contains("func moved(_ recognizer: UIGestureRecognizer) {"))
        #expect(text.contains("guard let argument0 = arguments.argument(0, as: UIGestureRecognizer.self, method: \"Canvas.moved(_:)\""))
        // `scale` is the pinch's own: the parameter keeps its type and its check.
        #expect(text.contains("func pinched(_ recognizer: UIPinchGestureRecognizer) {"))
        #expect(text.contains("arguments.argument(0, as: UIPinchGestureRecognizer.self, method: \"Canvas.pinched(_:)\""))
    }
}
