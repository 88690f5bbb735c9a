import HeadlessCore
import Foundation

/// A row of a table view: a content view, and for the standard styles a text label.
///
/// A cell from a storyboard or xib decodes its `reuseIdentifier`, its archived content view
/// and the label its style names (`textLabel`); a cell created in code makes its own.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The standard layouts of a cell.
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

    /// The identifier the table view reuses the cell under.
    public private(set) var reuseIdentifier: String?
    private var storedContentView: UIView?
    /// The cell's main label, for the standard styles.
    open private(set) var textLabel: UILabel?
    /// The secondary label, for the styles that have one.
    open private(set) var detailTextLabel: UILabel?
    /// The accessory shown at the trailing edge.
    open var accessoryType: AccessoryType = .none
    /// How the cell looks when selected.
    open var selectionStyle: SelectionStyle = .default
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// The segues that selecting the cell performs (from a storyboard's prototype cell).
    var selectionSegues: [IBSegueTrigger] = []

    /// Creates a cell in a style, with a reuse identifier.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
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

    /// The view that holds the cell's content, created on first use when not archived.
    open var contentView: UIView {
        if let storedContentView { return storedContentView }
        let view = UIView(frame: bounds)
        storedContentView = view
        addSubviewMechanism(view)
        return view
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
        super.init(coder: coder)
        reuseIdentifier = coder.decodeObject(forKey: "reuseIdentifier") as? String
        let archive = coder as? InterfaceBuilderCoder
        storedContentView = archive?.decodeReference(forKey: "contentView") as? UIView
        textLabel = archive?.decodeReference(forKey: "textLabel") as? UILabel
        detailTextLabel = archive?.decodeReference(forKey: "detailTextLabel") as? UILabel
        switch coder.decodeObject(forKey: "accessoryType") as? String {
        case "disclosureIndicator": accessoryType = .disclosureIndicator
        case "detailDisclosureButton": accessoryType = .detailDisclosureButton
        case "checkmark": accessoryType = .checkmark
        case "detailButton": accessoryType = .detailButton
        default: break
        }
        if coder.decodeObject(forKey: "selectionStyle") as? String == "none" { selectionStyle = .none }
    }

    /// Called before the table view reuses the cell.
    open func prepareForReuse() {}

    /// Selects or deselects the cell.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
}
