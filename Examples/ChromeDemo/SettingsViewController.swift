import UIKit

/// Settings: a Reset button that asks for confirmation in an action sheet.
final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        let reset = UIButton(type: .system)
        reset.setTitle("Reset", for: .normal)
        reset.frame = CGRect(x: 20, y: 120, width: 200, height: 44)
        reset.addAction(UIAction { [weak self] _ in self?.confirmReset(from: reset) }, for: .touchUpInside)
        view.addSubview(reset)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Settings appeared")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("Settings will disappear")
    }

    private func confirmReset(from button: UIButton) {
        let sheet = UIAlertController(title: "Reset all settings?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Reset Everything", style: .destructive) { _ in print("Sheet: reset") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in print("Sheet: cancelled") })
        sheet.popoverPresentationController?.sourceView = button
        present(sheet, animated: true)
    }
}
