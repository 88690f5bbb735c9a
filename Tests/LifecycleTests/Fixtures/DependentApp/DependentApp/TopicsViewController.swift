import UIKit
import Chips // a pod, or a Swift package of the project

/// Picks topics with the chips of the Chips library.
final class TopicsViewController: UIViewController {
    private let row = ChipRow(titles: ["Swift", "UIKit", "Linux"])
    private let summary = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Topics"
        view.backgroundColor = .systemBackground
        summary.text = "Nothing picked"
        summary.accessibilityIdentifier = "summary"
        for view in [row, summary] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            row.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            summary.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 20),
            summary.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
        for chip in row.chips {
            chip.addTarget(self, action: #selector(chipChanged(_:)), for: .valueChanged)
        }
    }

    @objc func chipChanged(_ sender: ChipView) {
        let picked = row.chips.filter(\.isSelected).compactMap(\.title)
        summary.text = picked.isEmpty ? "Nothing picked" : "Picked: " + picked.joined(separator: ", ")
    }
}
