import UIKit

/// The form: a name field, then controls that report their changes; Submit prints the whole form.
final class FormViewController: UIViewController, UITextFieldDelegate {
    private let name = UITextField()
    private let notifications = UISwitch()
    private let frequency = UISegmentedControl(items: ["Daily", "Weekly", "Monthly"])
    private let copies = UIStepper()
    private let volume = UISlider()
    private var submit: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        let title = UILabel(frame: CGRect(x: 20, y: 40, width: 335, height: 30))
        title.text = "Settings"
        view.addSubview(title)

        notifications.frame.origin = CGPoint(x: 20, y: 90)
        notifications.accessibilityIdentifier = "notifications"
        notifications.addTarget(self, action: "notificationsChanged:", for: .valueChanged)
        view.addSubview(notifications)

        frequency.frame = CGRect(x: 20, y: 140, width: 335, height: 32)
        frequency.selectedSegmentIndex = 0
        frequency.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            print("frequency: \(self.frequency.titleForSegment(at: self.frequency.selectedSegmentIndex) ?? "none")")
        }, for: .valueChanged)
        view.addSubview(frequency)

        copies.frame = CGRect(x: 20, y: 190, width: 94, height: 32)
        copies.accessibilityIdentifier = "copies"
        copies.minimumValue = 1
        copies.maximumValue = 5
        copies.addAction(UIAction { [weak self] _ in print("copies: \(Int(self?.copies.value ?? 0))") }, for: .valueChanged)
        view.addSubview(copies)

        volume.frame = CGRect(x: 20, y: 240, width: 335, height: 34)
        volume.accessibilityIdentifier = "volume"
        volume.value = 0.5
        volume.addAction(UIAction { [weak self] _ in print("volume: \(self?.volume.value ?? 0)") }, for: .valueChanged)
        view.addSubview(volume)

        var configuration = UIButton.Configuration.filled()
        configuration.title = "Submit"
        submit = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.submitForm() })
        submit.frame = CGRect(x: 20, y: 300, width: 335, height: 50)
        submit.configurationUpdateHandler = { button in
            button.configuration?.subtitle = button.isHighlighted ? "sending…" : nil
        }
        view.addSubview(submit)

        name.frame = CGRect(x: 20, y: 370, width: 335, height: 34)
        name.placeholder = "Name"
        name.returnKeyType = .done
        name.delegate = self
        view.addSubview(name)

        let doubleTap = UITapGestureRecognizer(target: self, action: "resetForm:")
        doubleTap.numberOfTapsRequired = 2
        title.isUserInteractionEnabled = true
        title.addGestureRecognizer(doubleTap)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    func notificationsChanged(_ sender: UISwitch) {
        print("notifications: \(sender.isOn ? "on" : "off")")
    }

    func resetForm(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        notifications.setOn(false, animated: true)
        frequency.selectedSegmentIndex = 0
        copies.value = 1
        volume.value = 0.5
        print("form reset")
    }

    private func submitForm() {
        let chosen = frequency.titleForSegment(at: frequency.selectedSegmentIndex) ?? "none"
        let who = name.text.map { $0.isEmpty ? "" : "\($0), " } ?? ""
        print("submitted: \(who)notifications \(notifications.isOn ? "on" : "off"), \(chosen), \(Int(copies.value)) copies, volume \(volume.value)")
    }
}
