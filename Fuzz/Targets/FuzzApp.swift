import Foundation
@_spi(Headless) @testable import UIKit
import HeadlessCore

/// libFuzzer entry point: the input's lines are device actions, performed on an app with real
/// views and controllers (a tab bar of a list in a navigation controller and a form; rows that
/// push details, a sheet, an alert, a child controller swapped in and out, views flagged and
/// released). Under AddressSanitizer, any stale link between them is a finding (issue 34).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzApp(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = start.map { String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self) } ?? ""
    MainActor.assumeIsolated {
        HeadlessRuntime.reset()
        let device = SimulatedDevice()
        _ = device.launch(FuzzAppDelegate.self)
        for line in text.split(separator: "\n").prefix(64) {
            guard let action = try? DeviceAction(parsing: String(line)) else { continue }
            try? device.perform(action)
            _ = HeadlessRuntime.current.runLoop.runUntilIdle(maxTurns: 1_000)
        }
    }
    return 0
}

final class FuzzAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let tabs = UITabBarController()
        let list = UINavigationController(rootViewController: FuzzListController(style: .plain))
        list.tabBarItem = UITabBarItem(title: "List", image: nil, tag: 0)
        let form = FuzzFormController()
        form.tabBarItem = UITabBarItem(title: "Form", image: nil, tag: 1)
        tabs.viewControllers = [list, form]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// Rows that push a detail screen; the detail holds its own subviews in properties, so they
/// outlive their superview when the screen goes.
final class FuzzListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Items"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sheet", primaryAction: UIAction { [weak self] _ in
            self?.present(UINavigationController(rootViewController: FuzzDetailController(index: -1)), animated: true)
        })
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Item \(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(FuzzDetailController(index: indexPath.row), animated: true)
    }
}

final class FuzzDetailController: UIViewController {
    let index: Int
    let label = UILabel()
    let badge = UIView()
    var child: UIViewController?

    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Detail \(index)"
        label.text = "Detail \(index)"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        label.addSubview(badge)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        let swap = UIButton(type: .system)
        swap.setTitle("Swap", for: .normal)
        swap.frame = CGRect(x: 20, y: 120, width: 120, height: 44)
        swap.addAction(UIAction { [weak self] _ in self?.swapChild() }, for: .touchUpInside)
        view.addSubview(swap)
        let alert = UIButton(type: .system)
        alert.setTitle("Alert", for: .normal)
        alert.frame = CGRect(x: 20, y: 180, width: 120, height: 44)
        alert.addAction(UIAction { [weak self] _ in
            let controller = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
            controller.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
                self?.navigationController?.popViewController(animated: true)
            })
            controller.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            self?.present(controller, animated: true)
        }, for: .touchUpInside)
        view.addSubview(alert)
        let pan = UIPanGestureRecognizer()
        pan.addHandler { [weak self] _ in self?.badge.setNeedsLayout() }
        label.isUserInteractionEnabled = true
        label.addGestureRecognizer(pan)
    }

    /// A child controller added and removed in one turn, then another added; a view flagged
    /// for layout and dropped before the pass.
    func swapChild() {
        if let child {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        let next = UIViewController()
        addChild(next)
        next.view.frame = CGRect(x: 0, y: 240, width: 200, height: 100)
        view.addSubview(next.view)
        next.didMove(toParent: self)
        child = next
        let transient = UIView()
        next.view.addSubview(transient)
        transient.setNeedsLayout()
        transient.removeFromSuperview()
        DispatchQueue.main.async { [weak self] in self?.badge.removeFromSuperview() }
    }
}

final class FuzzFormController: UIViewController, UITextFieldDelegate {
    let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        field.placeholder = "Name"
        field.frame = CGRect(x: 20, y: 100, width: 280, height: 44)
        field.delegate = self
        view.addSubview(field)
        let toggle = UISwitch()
        toggle.accessibilityIdentifier = "toggle"
        toggle.frame.origin = CGPoint(x: 20, y: 160)
        view.addSubview(toggle)
        let submit = UIButton(type: .system)
        submit.setTitle("Submit", for: .normal)
        submit.frame = CGRect(x: 20, y: 220, width: 120, height: 44)
        submit.addAction(UIAction { [weak self] _ in self?.field.resignFirstResponder() }, for: .touchUpInside)
        view.addSubview(submit)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
