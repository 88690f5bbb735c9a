import HeadlessCore
import Foundation

/// A reusable view for a table section's header or footer, with a content view and a text label.
///
/// Register a class with `UITableView/register(_:forHeaderFooterViewReuseIdentifier:)` and
/// dequeue it in `tableView(_:viewForHeaderInSection:)`; a section with only a title gets one
/// of these from the table view, showing the title.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table view reuses the view under.
    public private(set) var reuseIdentifier: String?
    private var storedContentView: UIView?
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    /// The view behind the content.
    open var backgroundView: UIView?
    /// Whether the table view made the view to show a section's title.
    var isTitleView = false

    /// Creates a view with a reuse identifier.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
    }

    /// Creates a view of a registered class (see ``UITableViewCell/init(registeredStyle:reuseIdentifier:)``
    /// for why it is `required`).
    @_spi(Headless) public required convenience init(registeredReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Creates a view without a reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a view from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        reuseIdentifier = coder.decodeObject(forKey: "reuseIdentifier") as? String
    }

    /// The view that holds the content, created on first use.
    open var contentView: UIView {
        if let storedContentView { return storedContentView }
        let view = UIView(frame: bounds)
        storedContentView = view
        addSubviewMechanism(view)
        return view
    }

    /// The title label, created on first use.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel(frame: CGRect(x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height))
        storedTextLabel = label
        contentView.addSubview(label)
        return label
    }

    /// A secondary label, created on first use.
    open var detailTextLabel: UILabel? {
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel(frame: .zero)
        storedDetailTextLabel = label
        contentView.addSubview(label)
        return label
    }

    /// Called before the table view hands the view out again from its reuse pool.
    open func prepareForReuse() {}

    /// Places the content view and the title label.
    open override func layoutSubviews() {
        super.layoutSubviews()
        storedContentView?.frame = bounds
        storedTextLabel?.frame = CGRect(x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height)
    }
}
