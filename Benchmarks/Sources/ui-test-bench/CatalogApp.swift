import Foundation
@_spi(Headless) import UIKit
@_spi(Headless) import XCUIAutomation

// A copy of Tests/XCUIAutomationTests/CatalogApp.swift (the app the UI-test API is tested on).

/// A small app for the UI-test API: a navigation controller over a form (a button, a label, a
/// switch, a slider, a stepper, a segmented control, text fields) with a bar button item that
/// shows an alert, and a button that pushes a list of cells; "Later" shows a label after two
/// seconds of the app's time.
final class CatalogAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: CatalogFormController())
        window?.makeKeyAndVisible()
        return true
    }
}

/// `XCUIApplication` launching the catalog app, as a UI-test target's registration file writes it.
@MainActor
func catalogApplication() -> XCUIApplication {
    XCUIApplication(target: XCUIApplicationTarget(CatalogAppDelegate.self, name: "Catalog"))
}

final class CatalogFormController: UIViewController {
    let status = UILabel()
    let later = UILabel()
    let toggle = UISwitch()
    let slider = UISlider()
    let stepper = UIStepper()
    let segments = UISegmentedControl(items: ["One", "Two"])
    let name = UITextField()
    let password = UITextField()
    let disabled = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Form"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Info", primaryAction: UIAction { [weak self] _ in
            let alert = UIAlertController(title: "About", message: "A catalog", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in self?.status.text = "Alert closed" })
            self?.present(alert, animated: true)
        })
        let save = UIButton(type: .system)
        save.setTitle("Save", for: .normal)
        save.accessibilityIdentifier = "save"
        save.addAction(UIAction { [weak self] _ in self?.status.text = "Saved" }, for: .touchUpInside)
        let list = UIButton(type: .system)
        list.setTitle("Show List", for: .normal)
        list.addAction(UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(CatalogListController(style: .plain), animated: true)
        }, for: .touchUpInside)
        let delayed = UIButton(type: .system)
        delayed.setTitle("Later", for: .normal)
        delayed.addAction(UIAction { [weak self] _ in
            // The engine's run loop keeps virtual time (a Foundation Timer would wait in real time).
            _ = HeadlessRuntime.current.runLoop.schedule(after: 2, settles: false) { self?.later.isHidden = false }
        }, for: .touchUpInside)
        disabled.setTitle("Disabled", for: .normal)
        disabled.isEnabled = false
        status.text = "Ready"
        status.accessibilityIdentifier = "status"
        later.text = "Arrived"
        later.isHidden = true
        toggle.accessibilityIdentifier = "notifications"
        slider.accessibilityIdentifier = "volume"
        slider.value = 0.5
        stepper.accessibilityIdentifier = "count"
        stepper.addAction(UIAction { [weak self] _ in self?.status.text = "Count \(Int(self?.stepper.value ?? 0))" }, for: .valueChanged)
        segments.selectedSegmentIndex = 0
        name.placeholder = "Name"
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        let stack = UIStackView(arrangedSubviews: [save, list, delayed, disabled, status, later, toggle, slider, stepper,
                                                   segments, name, password])
        stack.axis = .vertical
        stack.spacing = 8
        stack.frame = CGRect(x: 20, y: 100, width: 335, height: 520)
        view.addSubview(stack)
    }
}

final class CatalogListController: UITableViewController {
    let rows = ["Apples", "Pears", "Plums"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        cell.accessibilityIdentifier = "row-\(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        title = rows[indexPath.row]
    }
}
