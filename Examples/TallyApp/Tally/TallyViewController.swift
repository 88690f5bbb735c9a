import UIKit

class TallyViewController: UIViewController {
    private(set) var tally = Tally()
    let countLabel = UILabel()
    let incrementButton = UIButton(type: .system)
    let decrementButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tally"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reset", primaryAction: UIAction { [weak self] _ in
            self?.confirmReset()
        })

        countLabel.accessibilityIdentifier = "count"
        countLabel.font = .preferredFont(forTextStyle: .largeTitle)
        countLabel.textAlignment = .center
        incrementButton.setTitle("+", for: .normal)
        incrementButton.accessibilityIdentifier = "increment"
        incrementButton.accessibilityLabel = "Add one"
        incrementButton.addAction(UIAction { [weak self] _ in self?.change { $0.increment() } }, for: .touchUpInside)
        decrementButton.setTitle("−", for: .normal)
        decrementButton.accessibilityIdentifier = "decrement"
        decrementButton.accessibilityLabel = "Remove one"
        decrementButton.addAction(UIAction { [weak self] _ in self?.change { $0.decrement() } }, for: .touchUpInside)

        let buttons = UIStackView(arrangedSubviews: [decrementButton, incrementButton])
        buttons.distribution = .fillEqually
        let stack = UIStackView(arrangedSubviews: [countLabel, buttons])
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        render()
    }

    func change(_ body: (inout Tally) -> Void) {
        body(&tally)
        render()
    }

    private func render() {
        countLabel.text = "\(tally.count)"
        decrementButton.isEnabled = tally.count > 0
    }

    private func confirmReset() {
        let alert = UIAlertController(title: "Reset the tally?", message: "The count goes back to 0.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Reset", style: .destructive) { [weak self] _ in
            self?.change { $0.reset() }
        })
        present(alert, animated: true)
    }
}
