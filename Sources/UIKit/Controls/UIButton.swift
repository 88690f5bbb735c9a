import HeadlessCore
import Foundation

/// A control that runs its actions when tapped, with a title per state.
///
/// A tap sends `.touchUpInside` and then `.primaryActionTriggered`, the event of the
/// button's primary action.
@preconcurrency @MainActor
open class UIButton: UIControl, UIAccessibilityContentSizeCategoryImageAdjusting {
    /// Whether the button's image grows with the accessibility text sizes (bitmap images keep
    /// their size, as on iOS; see ``UIImageView``).
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false

    /// A single tap is its default action: a superview's tap recognizer leaves it alone.
    override var keepsSingleTaps: Bool { true }

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
    /// The other values per state, made on first use (`UIButton+States.swift`).
    var stateContent: ButtonStateContent?
    /// The title and image views, once asked for.
    var classicTitleLabel: UILabel?
    var classicImageView: UIImageView?

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

    /// A configuration showing ``menu``, or nil when the button has none.
    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                              configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let menu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }

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
        classicContentDidChange()
        if automaticallyUpdatesConfiguration && (configuration != nil || configurationUpdateHandler != nil) {
            setNeedsUpdateConfiguration()
        }
    }

    /// With a configuration, its content's size (`configuredContentSize(_:)`); otherwise the
    /// title's size in the title font (the system font at 15 points unless the title label's
    /// was changed; `TextMetrics`) beside the image, with 6 points above and below, at least
    /// 30 points tall (the classic system button), plus the content insets.
    open override var intrinsicContentSize: CGSize {
        if let configuration { return configuredContentSize(configuration) }
        return classicContentSize()
    }

    /// Sets the title shown in a state.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        invalidateIntrinsicContentSize()
        classicContentDidChange()
    }

    /// The title for a state, falling back to the normal state's title.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The title shown now: the configuration's, else the title for the current state (or,
    /// with only an attributed title, its text).
    open var currentTitle: String? {
        configuration?.displayedTitle ?? title(for: state) ?? attributedTitle(for: state)?.string
    }

    // MARK: Content per state (UIButton+States.swift)

    /// Sets the title's colour in a state.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        setStateValue(\.titleColors, color, for: state)
        noteAppearanceSet("titleColor.\(state.rawValue)") { [color] in ($0 as? UIButton)?.setTitleColor(color, for: state) }
    }
    /// The title's colour in a state, falling back to the normal state's.
    open func titleColor(for state: UIControl.State) -> UIColor? { stateValue(\.titleColors, for: state) }
    /// Sets the title's shadow colour in a state.
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        setStateValue(\.shadowColors, color, for: state)
    }
    /// The title's shadow colour in a state, falling back to the normal state's.
    open func titleShadowColor(for state: UIControl.State) -> UIColor? { stateValue(\.shadowColors, for: state) }
    /// Sets the image shown beside the title in a state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        setStateValue(\.images, image, for: state)
    }
    /// The image in a state, falling back to the normal state's.
    open func image(for state: UIControl.State) -> UIImage? { stateValue(\.images, for: state) }
    /// Sets the image drawn behind the content in a state.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        setStateValue(\.backgroundImages, image, for: state)
    }
    /// The background image in a state, falling back to the normal state's.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { stateValue(\.backgroundImages, for: state) }
    /// Sets a styled title for a state; it is shown instead of the plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        setStateValue(\.attributedTitles, title, for: state)
    }
    /// The styled title in a state, falling back to the normal state's.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        stateValue(\.attributedTitles, for: state)
    }
    /// Sets the symbol configuration of the image in a state.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?,
                                              forImageIn state: UIControl.State) {
        setStateValue(\.symbolConfigurations, configuration, for: state)
    }
    /// The symbol configuration of the image in a state.
    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        stateValue(\.symbolConfigurations, for: state)
    }

    /// The title colour shown now: the one for the state, else the system default (the tint
    /// for a system button, white for a custom one, grey when disabled).
    open var currentTitleColor: UIColor {
        if let color = titleColor(for: state) { return color }
        if !isEnabled { return .systemGray }
        return buttonType == .custom ? .white : tintColor
    }
    /// The title's shadow colour shown now.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The image shown now.
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The styled title shown now.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title shown now, as a view; made on first use, it follows the button's state.
    open var titleLabel: UILabel? { ensuredTitleLabel() }
    /// The image shown now, as a view; made on first use, it follows the button's state.
    open var imageView: UIImageView? { ensuredImageView() }
    /// The label of a configuration's subtitle, when it has one.
    open var subtitleLabel: UILabel? { nil }

    /// Space around the title and image (deprecated on iOS 15, still honoured).
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    /// Offsets of the title from its place (deprecated on iOS 15).
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Offsets of the image from its place (deprecated on iOS 15).
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Whether the image darkens while highlighted.
    open var adjustsImageWhenHighlighted = true
    /// Whether the image dims while disabled.
    open var adjustsImageWhenDisabled = true
    /// Whether a tap shows a glow.
    open var showsTouchWhenHighlighted = false
    /// Whether the title's shadow flips while highlighted.
    open var reversesTitleShadowWhenHighlighted = false
    /// The button's role, which styles it (a cancel or destructive button in a menu).
    open var role: Role = .normal
    /// Whether the pointer effects of iPadOS apply.
    open var isPointerInteractionEnabled = false
    /// Whether a tap toggles ``UIControl/isSelected`` before the primary action.
    open var changesSelectionAsPrimaryAction = false

    /// Places the title and image views, when made, inside the content insets.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutClassicContent()
    }

    override var tapEvents: UIControl.Event { .primaryActionTriggered }
}
