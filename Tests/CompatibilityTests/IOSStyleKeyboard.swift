// iOS code for a hardware keyboard as apps write it: a canvas controller that becomes first
// responder, moves with the arrow keys in pressesBegan/Ended (Shift for bigger steps), offers
// key commands through keyCommands and addKeyCommand, overrides the standard selectAll, and an
// app delegate that edits the main menu in buildMenu(with:). Compiled with `import UIKit`
// alone in Swift 6 mode (CompatibilityTests) and Swift 5 mode (CompatibilitySwift5Tests links
// this same file).
import UIKit

final class SketchCanvasViewController: UIViewController {
    private(set) var moves: [String] = []
    private(set) var selectedAll = 0
    private(set) var lastPressType: UIPress.PressType?
    private(set) var eventPresses = 0

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        let zoom = UIKeyCommand(title: "Zoom In", image: UIImage(systemName: "plus.magnifyingglass"),
                                action: Selector("zoomIn:"), input: "+", modifierFlags: .command,
                                discoverabilityTitle: "Zoom In")
        zoom.wantsPriorityOverSystemBehavior = true
        let cancel = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("cancel:"))
        return [zoom, cancel] + (super.keyCommands ?? [])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addKeyCommand(UIKeyCommand(title: "Close", action: Selector("close:"), input: "w", modifierFlags: .command))
        let pan = UIPanGestureRecognizer()
        if pan.modifierFlags.contains(.shift) { moves.append("shift-drag") }
        view.addGestureRecognizer(pan)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let press = presses.first, let key = press.key else { return super.pressesBegan(presses, with: event) }
        lastPressType = press.type
        eventPresses = event?.allPresses.count ?? 0
        switch key.keyCode {
        case .keyboardLeftArrow:
            moves.append(key.modifierFlags.contains(.shift) ? "left×10" : "left")
        case .keyboardRightArrow:
            moves.append("right")
        default:
            super.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, [.keyboardLeftArrow, .keyboardRightArrow].contains(key.keyCode) else {
            return super.pressesEnded(presses, with: event)
        }
        moves.append("up")
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesCancelled(presses, with: event)
    }

    override func selectAll(_ sender: Any?) {
        selectedAll += 1
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector("zoomIn:") { return false }
        return super.canPerformAction(action, withSender: sender)
    }
}

final class SketchAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let canvas = SketchCanvasViewController()
    private(set) var menuBuilds = 0

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: canvas)
        window?.makeKeyAndVisible()
        return true
    }

    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == UIMenuSystem.main else { return }
        menuBuilds += 1
        builder.remove(menu: .format)
        let circle = UIKeyCommand(title: "Circle", action: Selector("addCircle:"), input: "1",
                                  modifierFlags: [.command, .alternate])
        let shapes = UIMenu(title: "Shapes", identifier: UIMenu.Identifier("com.example.shapes"),
                            options: .displayInline, children: [circle])
        builder.insertSibling(shapes, afterMenu: .standardEdit)
        builder.replaceChildren(ofMenu: .standardEdit) { children in
            children.filter { ($0 as? UICommand)?.action != Selector("delete:") }
        }
        let export = UICommand(title: "Export", image: nil, action: Selector("export:"), propertyList: "pdf",
                               alternates: [UICommandAlternate(title: "Export All", action: Selector("exportAll:"), modifierFlags: .alternate)])
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: [export]), atStartOfMenu: .file)
        if let edit = builder.menu(for: .edit), edit.children.isEmpty {
            builder.replace(menu: .edit, with: edit)
        }
        _ = builder.command(for: Selector("selectAll:"), propertyList: nil)
        _ = UIMenuSystem.context
    }
}
