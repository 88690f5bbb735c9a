import HeadlessCore
import Foundation

/// A control that runs its actions when tapped, with a title per state.
///
/// A tap sends `.touchUpInside` and then `.primaryActionTriggered`, the event of the
/// button's primary action.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button UIKit offers.
    public enum ButtonType: Int, Sendable, Hashable {
        /// No system style.
        case custom = 0
        /// The system style.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// A light info button.
        case infoLight = 3
        /// A dark info button.
        case infoDark = 4
        /// An add-contact button.
        case contactAdd = 5
        /// A close button.
        case close = 7
    }

    var titles: [UInt: String] = [:]

    /// The button's type.
    public internal(set) var buttonType: ButtonType = .custom

    /// Creates a custom button with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a button from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a button of a type.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a button whose primary action runs on tap; the action's title becomes the
    /// button's title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// The title's size in the system font at 15 points (``TextMetrics``) with 6 points above
    /// and below, at least 30 points tall (the classic system button).
    open override var intrinsicContentSize: CGSize {
        let title = currentTitle ?? ""
        let text = TextMetrics.size(of: title, font: .systemFont(ofSize: 15), numberOfLines: 1, maxWidth: nil,
                                    scale: runtime.screen.scale)
        return CGSize(width: max(text.width, title.isEmpty ? 30 : 0), height: max(text.height + 12, 30))
    }

    /// Sets the title shown in a state.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        invalidateIntrinsicContentSize()
    }

    /// The title for a state, falling back to the normal state's title.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    override var tapEvents: UIControl.Event { .primaryActionTriggered }
}
