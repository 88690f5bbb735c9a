import UIKit
import PanModal

/// The order: a label with the chosen size and a button that opens the sizes as a card.
final class OrderViewController: UIViewController {
    let choiceLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Order"
        view.backgroundColor = .systemBackground
        choiceLabel.text = "Size: none"
        choiceLabel.frame = CGRect(x: 20, y: 120, width: 300, height: 30)
        view.addSubview(choiceLabel)
        let button = UIButton(type: .system)
        button.setTitle("Choose size", for: .normal)
        button.frame = CGRect(x: 20, y: 170, width: 200, height: 44)
        button.addTarget(self, action: #selector(chooseSize), for: .touchUpInside)
        view.addSubview(button)
    }

    @objc func chooseSize() {
        let sizes = SizesViewController()
        sizes.onPick = { [weak self] size in self?.choiceLabel.text = "Size: \(size)" }
        presentPanModal(sizes)
    }
}

/// The sizes, in a table that the card follows as it scrolls.
final class SizesViewController: UITableViewController, PanModalPresentable {
    let sizes = (1...30).map { "Size \($0)" }
    var onPick: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "size")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sizes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "size", for: indexPath)
        cell.textLabel?.text = sizes[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onPick?(sizes[indexPath.row])
        dismiss(animated: true)
    }

    var panScrollable: UIScrollView? { tableView }
    var shortFormHeight: PanModalHeight { .contentHeight(300) }
    var longFormHeight: PanModalHeight { .maxHeightWithTopInset(40) }
}
