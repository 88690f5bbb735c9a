import UIKit

func greeting(for name: String) -> String {
    name.isEmpty ? "Hello!" : "Hello, \(name)!"
}

class GreetingViewController: UIViewController {
    let label = UILabel()
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Tap Greet"
        label.accessibilityIdentifier = "greeting"
        button.setTitle("Greet", for: .normal)
        button.addAction(UIAction { [weak self] _ in self?.label.text = greeting(for: "Ada") }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [label, button])
        stack.axis = .vertical
        stack.frame = CGRect(x: 20, y: 100, width: 300, height: 100)
        view.addSubview(stack)
    }
}
