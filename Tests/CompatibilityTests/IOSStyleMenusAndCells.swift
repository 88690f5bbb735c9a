// Issue 33 item 6, as iOS 14 apps write it: a UIControl subclass with its own context menu
// (overridable `contextMenuInteraction` methods, targeted previews), `UIAction(title:image:…)`
// and `UIAction` equality, `CALayer.cornerCurve`, and table cells that update their
// configuration. Compiled with `import UIKit` alone in Swift 6 mode (CompatibilityTests) and
// Swift 5 mode (CompatibilitySwift5Tests links this same file).
import UIKit

/// A control that shows a menu of choices and marks the chosen one.
final class IOSStyleChoiceControl: UIControl {
    var choices: [UIAction] = [] {
        didSet {
            if choices.isEmpty {
                contextMenuInteraction?.dismissMenu()
                isContextMenuInteractionEnabled = false
            } else {
                contextMenuInteraction?.updateVisibleMenu { [unowned self] _ in menu }
                isContextMenuInteractionEnabled = true
            }
        }
    }
    var chosen = -1
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        showsMenuAsPrimaryAction = true
        layer.cornerRadius = 16
        layer.cornerCurve = .continuous
        titleLabel.text = "Choose"
        titleLabel.frame = bounds
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var menu: UIMenu {
        let selected: UIAction? = chosen >= 0 && chosen < choices.count ? choices[chosen] : nil
        return UIMenu(title: "", children: choices.map { choice in
            UIAction(title: choice.title, image: choice.image, discoverabilityTitle: choice.discoverabilityTitle,
                     attributes: choice.attributes, state: choice == selected ? .on : .off) { proxy in
                guard let control = proxy.sender as? IOSStyleChoiceControl else { return }
                control.chosen = control.choices.firstIndex(of: choice) ?? -1
                control.sendAction(choice)
            }
        })
    }

    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                         configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in menu }
    }

    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                         previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        let parameters = UIPreviewParameters()
        parameters.backgroundColor = .clear
        parameters.visiblePath = UIBezierPath(roundedRect: titleLabel.frame, cornerRadius: 8)
        let target = UIPreviewTarget(container: titleLabel, center: titleLabel.center)
        return UITargetedPreview(view: UIView(frame: titleLabel.frame), parameters: parameters, target: target)
    }

    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                         willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                         animator: UIContextMenuInteractionAnimating?) {
        super.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: animator)
        animator?.addAnimations { self.backgroundColor = .systemGray2 }
    }

    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                         willEndFor configuration: UIContextMenuConfiguration,
                                         animator: UIContextMenuInteractionAnimating?) {
        super.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator)
        backgroundColor = .systemGray5
    }
}

/// A row that rebuilds its content from its properties on each configuration update.
final class IOSStyleProductCell: UITableViewCell {
    var name: String? = nil { didSet { if oldValue != name { setNeedsUpdateConfiguration() } } }
    var image: UIImage? = nil { didSet { if oldValue != image { setNeedsUpdateConfiguration() } } }

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = defaultContentConfiguration().updated(for: state)
        content.text = name
        content.prefersSideBySideTextAndSecondaryText = true
        content.image = image ?? UIImage(systemName: "photo.on.rectangle")
        contentConfiguration = content
    }
}

/// A screen with the choice control and a handler-configured cell.
final class IOSStyleChoicesViewController: UIViewController {
    let control = IOSStyleChoiceControl(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
    var picked: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        control.choices = ["Red", "Green"].map { color in
            UIAction(title: color, image: UIImage(systemName: "circle.fill")) { [weak self] action in
                self?.picked.append(action.title)
            }
        }
        view.addSubview(control)
        let cell = UITableViewCell()
        cell.configurationUpdateHandler = { cell, state in
            var content = UIListContentConfiguration.cell()
            content.text = state.isSelected ? "Selected" : "Plain"
            cell.contentConfiguration = content
        }
    }
}
