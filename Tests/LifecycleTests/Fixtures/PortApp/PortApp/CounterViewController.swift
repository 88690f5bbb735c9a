import UIKit

/// Every construct `lifecycle port` rewrites, in one small screen.
class CounterViewController: UIViewController {
    @IBOutlet weak var countLabel: UILabel! {
        didSet { print("CounterViewController: countLabel connected (didSet)") }
    }
    @IBOutlet var buttons: [UIButton]!
    @IBOutlet private weak var badge: BadgeView?

    var count = 0 {
        didSet { countLabel.text = "\(count)" }
    }
    weak var delegate: CounterDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        print("CounterViewController: viewDidLoad, \(buttons.count) buttons, key path \(#keyPath(CounterViewController.count))")
        let reset = UIButton(type: .system)
        reset.accessibilityIdentifier = "reset"
        reset.addTarget(self, action: #selector(resetTapped), for: .touchUpInside)
        view.addSubview(reset)
    }

    @IBAction func incrementTapped(_ sender: UIButton) {
        count += 1
        print("CounterViewController: increment by selector from \(sender.accessibilityIdentifier ?? "?"), count \(count)")
        delegate?.counterDidChange?(self)
        perform(#selector(announce), with: nil, afterDelay: 0)
    }

    @objc private func resetTapped() {
        count = 0
        print("CounterViewController: reset")
    }

    @objc func announce() {
        print("CounterViewController: announced after delay")
    }
}

@objc protocol CounterDelegate: AnyObject {
    @objc optional func counterDidChange(_ controller: CounterViewController)
}
