import Foundation
import UIKit

/// The screen: everything placed by constraints, nothing by frames.
final class ProfileViewController: UIViewController {
    let header = UIView()
    let badge = UIView()
    let name = UILabel()
    let detail = UILabel()
    let stack = UIStackView()
    let follow = UIButton(type: .system)
    let message = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        name.text = "Ada Lovelace"
        name.font = .boldSystemFont(ofSize: 22)
        detail.text = "Wrote the first published algorithm for Babbage's Analytical Engine, in 1843."
        detail.numberOfLines = 0
        follow.setTitle("Follow", for: .normal)
        follow.accessibilityIdentifier = "follow"
        message.setTitle("Message", for: .normal)

        stack.axis = .vertical
        stack.spacing = 8
        stack.addArrangedSubview(name)
        stack.addArrangedSubview(detail)

        for subview in [header, stack, follow, message] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        badge.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(badge)

        let safe = view.safeAreaLayoutGuide
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: safe.topAnchor),
            header.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 120),

            badge.centerXAnchor.constraint(equalTo: header.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: header.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 64),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),

            stack.topAnchor.constraint(equalToSystemSpacingBelow: header.bottomAnchor, multiplier: 2),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

            follow.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            message.leadingAnchor.constraint(equalToSystemSpacingAfter: follow.trailingAnchor, multiplier: 1),
            message.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            follow.widthAnchor.constraint(equalTo: message.widthAnchor),
            follow.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
            message.bottomAnchor.constraint(equalTo: follow.bottomAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        print("layout \(Int(size.width))x\(Int(size.height)) safe area \(describe(view.safeAreaInsets))")
        for (label, subview) in [("header", header), ("badge", badge), ("name", name), ("detail", detail),
                                 ("follow", follow), ("message", message)] {
            print("  \(label): \(describe(subview.frame))")
        }
    }

    private func describe(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    private func describe(_ insets: UIEdgeInsets) -> String {
        "top \(number(insets.top)), left \(number(insets.left)), bottom \(number(insets.bottom)), right \(number(insets.right))"
    }

    private func number(_ value: CGFloat) -> String {
        if value == value.rounded() { return String(Int(value)) }
        var text = String(format: "%.2f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
