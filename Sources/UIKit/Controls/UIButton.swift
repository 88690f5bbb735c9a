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

    /// Creates a button with a configuration and, optionally, a primary action that runs on
    /// tap (its title is used when the configuration has none).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil && configuration.attributedTitle == nil && !primaryAction.title.isEmpty {
                configuration.title = primaryAction.title
            }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
    }

    /// The button's configuration (iOS 15 and later), or nil for a classic button. Setting it
    /// asks for a configuration update.
    open var configuration: Configuration? {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsUpdateConfiguration()
        }
    }

    /// Called with the button whenever its configuration is updated (after
    /// ``updateConfiguration()``): on a change of state (highlighted, selected, enabled) when
    /// ``automaticallyUpdatesConfiguration`` is true, and after ``setNeedsUpdateConfiguration()``.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether a change of state updates the configuration. Default true.
    open var automaticallyUpdatesConfiguration = true
    /// The menu the button shows: on a tap with ``UIControl/showsMenuAsPrimaryAction``, else
    /// on a long press (`Chrome/MenuSession.swift`).
    open var menu: UIMenu? { didSet { isContextMenuInteractionEnabled = menu != nil } }

    /// Asks for a configuration update, which runs once at the next run-loop turn.
    open func setNeedsUpdateConfiguration() {
        setNeedsUpdateConfigurationMechanism()
    }

    /// Updates the configuration for the button's state: override it to adjust
    /// ``configuration``; the default does nothing (the update handler runs after it).
    open func updateConfiguration() {}

    var configurationUpdatePending = false
    /// Whether an update is running: a configuration set by the update handler does not ask
    /// for another update, so the handler cannot loop.
    var isUpdatingConfiguration = false

    override func controlStateDidChange() {
        if automaticallyUpdatesConfiguration && (configuration != nil || configurationUpdateHandler != nil) {
            setNeedsUpdateConfiguration()
        }
    }

    /// With a configuration, its content's size (`configuredContentSize(_:)`); otherwise the
    /// title's size in the system font at 15 points (`TextMetrics`) with 6 points above
    /// and below, at least 30 points tall (the classic system button).
    open override var intrinsicContentSize: CGSize {
        if let configuration { return configuredContentSize(configuration) }
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

    /// The title shown now: the configuration's, else the title for the current state.
    open var currentTitle: String? { configuration?.displayedTitle ?? title(for: state) }

    override var tapEvents: UIControl.Event { .primaryActionTriggered }
}
