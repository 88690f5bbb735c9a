import HeadlessCore
import Foundation

/// A row of a table view: a content view, and for the built-in styles a text label, a detail
/// label and an image view.
///
/// A cell from a storyboard or xib decodes its `reuseIdentifier`, its archived content view
/// and the labels its style names; a cell created in code makes its own. The built-in styles
/// place their labels in `layoutSubviews()`: `.default` a text label on the leading side,
/// `.value1` the detail on the trailing side, `.value2` a narrow text label before the
/// detail, `.subtitle` the text above the detail.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The built-in layouts of a cell.
    public enum CellStyle: Int, Sendable, Hashable {
        /// A text label on the leading side.
        case `default`
        /// A text label, and a detail label on the trailing side.
        case value1
        /// A detail label beside a smaller text label.
        case value2
        /// A text label above a detail label.
        case subtitle
    }

    /// The standard accessories.
    public enum AccessoryType: Int, Sendable, Hashable {
        /// No accessory.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A check mark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable, Hashable {
        /// No highlight.
        case none
        /// A blue highlight.
        case blue
        /// A grey highlight.
        case gray
        /// The system highlight.
        case `default`
    }

    /// The editing control of a row.
    public enum EditingStyle: Int, Sendable, Hashable {
        /// No control.
        case none
        /// A delete control.
        case delete
        /// An insert control.
        case insert
    }

    /// The separator lines between rows.
    public enum SeparatorStyle: Int, Sendable, Hashable {
        /// No separators.
        case none
        /// A thin line.
        case singleLine
        /// A thin etched line (grouped tables, historically).
        case singleLineEtched
    }

    /// The identifier the table view reuses the cell under.
    public private(set) var reuseIdentifier: String?
    /// The cell's built-in style.
    let cellStyle: CellStyle
    private var storedContentView: UIView?
    private var storedImageView: UIImageView?
    /// The view showing ``contentConfiguration``, if any.
    private var configuredContentView: (UIView & UIContentView)?
    /// The cell's main label, for the built-in styles.
    open private(set) var textLabel: UILabel?
    /// The secondary label, for the styles that have one.
    open private(set) var detailTextLabel: UILabel?
    /// The view behind the content.
    open var backgroundView: UIView?
    /// The view behind the content while the cell is selected.
    open var selectedBackgroundView: UIView?
    /// The accessory shown at the trailing edge.
    open var accessoryType: AccessoryType = .none
    /// A custom accessory view, which replaces ``accessoryType``.
    open var accessoryView: UIView?
    /// The accessory shown while editing.
    open var editingAccessoryType: AccessoryType = .none
    /// A custom accessory view shown while editing.
    open var editingAccessoryView: UIView?
    /// How the cell looks when selected.
    open var selectionStyle: SelectionStyle = .default
    /// Whether the reorder control shows while editing (and the row can move).
    open var showsReorderControl = false
    /// Whether the content is indented while editing.
    open var shouldIndentWhileEditing = true
    /// The insets of the separator below the cell.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// How many levels the content is indented.
    open var indentationLevel = 0
    /// The width of one indentation level.
    open var indentationWidth: CGFloat = 10
    private var storedSelected = false { didSet { if storedSelected != oldValue { setNeedsUpdateConfiguration() } } }
    private var storedHighlighted = false { didSet { if storedHighlighted != oldValue { setNeedsUpdateConfiguration() } } }
    private var storedEditing = false { didSet { if storedEditing != oldValue { setNeedsUpdateConfiguration() } } }
    /// Whether a configuration update waits for the next layout pass
    /// (`UITableViewCell+Configuration.swift`).
    var needsConfigurationUpdate = false
    /// Whether the cell places its content view and built-in labels (cells made in code; an
    /// archived cell keeps the frames its storyboard or xib gave them).
    private var laysOutBuiltInContent = true
    /// The segues that selecting the cell performs (from a storyboard's prototype cell).
    var selectionSegues: [IBSegueTrigger] = []

    /// Creates a cell in a style, with a reuse identifier.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.cellStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let label = UILabel(frame: CGRect(x: 16, y: 0, width: 288, height: 44))
        textLabel = label
        contentView.addSubview(label)
        if style != .default {
            let detail = UILabel(frame: .zero)
            detailTextLabel = detail
            contentView.addSubview(detail)
        }
    }

    /// Creates a cell of a registered class: the table view knows the class only at run time,
    /// and Swift can call an initializer through a metatype only when it is `required`. As a
    /// convenience initializer it reaches the subclass's `init(style:reuseIdentifier:)`
    /// override, which is what UIKit calls on iOS; a subclass that overrides the designated
    /// initializers inherits it.
    @_spi(Headless) public required convenience init(registeredStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// Creates a default cell with a frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell from a storyboard or xib.
    public required init?(coder: NSCoder) {
        switch coder.decodeObject(forKey: "style") as? String {
        case "IBUITableViewCellStyleValue1", "value1": cellStyle = .value1
        case "IBUITableViewCellStyleValue2", "value2": cellStyle = .value2
        case "IBUITableViewCellStyleSubtitle", "subtitle": cellStyle = .subtitle
        default: cellStyle = .default
        }
        super.init(coder: coder)
        laysOutBuiltInContent = false
        reuseIdentifier = coder.decodeObject(forKey: "reuseIdentifier") as? String
        let archive = coder as? InterfaceBuilderCoder
        storedContentView = archive?.decodeReference(forKey: "contentView") as? UIView
        textLabel = archive?.decodeReference(forKey: "textLabel") as? UILabel
        detailTextLabel = archive?.decodeReference(forKey: "detailTextLabel") as? UILabel
        storedImageView = archive?.decodeReference(forKey: "imageView") as? UIImageView
        switch coder.decodeObject(forKey: "accessoryType") as? String {
        case "disclosureIndicator": accessoryType = .disclosureIndicator
        case "detailDisclosureButton": accessoryType = .detailDisclosureButton
        case "checkmark": accessoryType = .checkmark
        case "detailButton": accessoryType = .detailButton
        default: break
        }
        switch coder.decodeObject(forKey: "selectionStyle") as? String {
        case "none": selectionStyle = .none
        case "blue": selectionStyle = .blue
        case "gray": selectionStyle = .gray
        default: break
        }
        if coder.containsValue(forKey: "indentationLevel") { indentationLevel = coder.decodeInteger(forKey: "indentationLevel") }
    }

    /// The configuration of the cell's content; setting one shows the configuration's content
    /// view in ``contentView`` (updating the one already there when it supports it).
    open var contentConfiguration: UIContentConfiguration? {
        didSet { configuredContentView = contentView.showContentConfiguration(contentConfiguration, replacing: configuredContentView) }
    }

    /// Whether a configuration update re-applies ``contentConfiguration`` updated for the new
    /// state. Default true.
    open var automaticallyUpdatesContentConfiguration = true

    /// A closure run with the cell's state at each configuration update, after
    /// ``updateConfiguration(using:)``'s default work; setting it asks for an update.
    open var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The closure type of ``configurationUpdateHandler``.
    public typealias ConfigurationUpdateHandler = (_ cell: UITableViewCell, _ state: UICellConfigurationState) -> Void

    /// The cell's state for configurations: selection, highlight, editing, and the traits.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    /// Asks for ``updateConfiguration(using:)``: requests made before the next layout pass
    /// run once, in it. A change of selection, highlight or editing asks too.
    open func setNeedsUpdateConfiguration() {
        setNeedsUpdateConfigurationMechanism()
    }

    /// Updates the cell's configurations for a state. Override it to set
    /// ``contentConfiguration`` from your properties; the default re-applies the content
    /// configuration updated for the state, then runs ``configurationUpdateHandler``.
    open func updateConfiguration(using state: UICellConfigurationState) {
        updateConfigurationMechanism(using: state)
    }

    /// A list content configuration in the cell's default style, to fill in and set as
    /// ``contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// The view that holds the cell's content, created on first use when not archived.
    open var contentView: UIView {
        if let storedContentView { return storedContentView }
        let view = UIView(frame: bounds)
        storedContentView = view
        addSubviewMechanism(view)
        return view
    }

    /// The image on the leading side, created on first use.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView(frame: .zero)
        storedImageView = view
        contentView.addSubview(view)
        return view
    }

    /// Whether the cell is selected; setting it calls ``setSelected(_:animated:)``.
    open var isSelected: Bool {
        get { storedSelected }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted; setting it calls ``setHighlighted(_:animated:)``.
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Whether the cell shows its editing controls; setting it calls ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Called before the table view hands the cell out again from its reuse pool: reset the
    /// state that a row's configuration set, here or where the cell is configured.
    open func prepareForReuse() {}

    /// Selects or deselects the cell.
    open func setSelected(_ selected: Bool, animated: Bool) { storedSelected = selected }

    /// Highlights the cell, or ends its highlight.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { storedHighlighted = highlighted }

    /// Shows or hides the editing controls.
    open func setEditing(_ editing: Bool, animated: Bool) { storedEditing = editing }

    /// Lays out the content view, then the built-in labels.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        if laysOutBuiltInContent { layoutBuiltInContent() }
    }

    /// Places the content view inside the cell and the built-in labels inside the content view.
    private func layoutBuiltInContent() {
        let indent = CGFloat(indentationLevel) * indentationWidth
        if let storedContentView {
            storedContentView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        }
        let width = bounds.width, height = bounds.height
        var leading: CGFloat = 16 + indent
        if let image = storedImageView, image.image != nil {
            image.frame = CGRect(x: leading, y: (height - 28) / 2, width: 28, height: 28)
            leading += 28 + 12
        }
        let trailing = width - 16
        guard let textLabel else { return }
        switch cellStyle {
        case .default:
            textLabel.frame = CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: height)
        case .value1:
            let half = max(0, (trailing - leading) / 2)
            textLabel.frame = CGRect(x: leading, y: 0, width: half, height: height)
            detailTextLabel?.frame = CGRect(x: leading + half, y: 0, width: half, height: height)
        case .value2:
            let labelWidth = min(max(0, trailing - leading), 91)
            textLabel.frame = CGRect(x: leading, y: 0, width: labelWidth, height: height)
            detailTextLabel?.frame = CGRect(x: leading + labelWidth + 6, y: 0,
                                            width: max(0, trailing - leading - labelWidth - 6), height: height)
        case .subtitle:
            textLabel.frame = CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: height * 0.55)
            detailTextLabel?.frame = CGRect(x: leading, y: height * 0.55, width: max(0, trailing - leading), height: height * 0.45)
        }
    }
}
