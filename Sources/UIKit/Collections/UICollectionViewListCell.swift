import HeadlessCore
import Foundation

/// A cell of a list layout: list content and background by default, accessories at its edges,
/// and an indentation level for outlines.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories shown at the cell's edges.
    open var accessories: [UICellAccessory] = [] { didSet { setNeedsLayout() } }
    /// The outline depth.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one level of indentation.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether the accessories are indented with the content.
    open var indentsAccessories = true
    /// The actions a swipe from the leading edge shows; over the list configuration's
    /// provider when set.
    open var leadingSwipeActionsConfiguration: UISwipeActionsConfiguration?
    /// The actions a swipe from the trailing edge shows; over the list configuration's
    /// provider when set.
    open var trailingSwipeActionsConfiguration: UISwipeActionsConfiguration?
    /// A guide along the cell's separator.
    open var separatorLayoutGuide: UILayoutGuide {
        if let guide = storedSeparatorGuide { return guide }
        let guide = UILayoutGuide()
        addLayoutGuide(guide)
        storedSeparatorGuide = guide
        return guide
    }
    private var storedSeparatorGuide: UILayoutGuide?

    /// The list content configuration of the cell's style, with no text.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// The state, with the collection view's editing flag.
    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isEditing = (superview as? UICollectionView)?.isEditing ?? false
        return state
    }

    /// The accessories shown in the current editing state, leading ones first.
    @_spi(Headless) public var shownAccessories: [UICellAccessory] {
        let editing = configurationState.isEditing
        let shown = accessories.filter { $0.isShown(editing: editing) }
        return shown.filter { $0.placement.isLeading } + shown.filter { !$0.placement.isLeading }
    }

    /// The outline disclosure a tap anywhere on the cell toggles: one of style `.header`, or of
    /// style `.automatic` in a cell whose list content is configured as a header. Such a cell
    /// is not selectable (Apple, `UICellAccessory.OutlineDisclosureOptions.Style`;
    /// References §58.3).
    var headerOutlineDisclosure: UICellAccessory? {
        shownAccessories.first { accessory in
            guard accessory.kind == .outlineDisclosure else { return false }
            switch accessory.outlineStyle {
            case .header: return true
            case .automatic: return (contentConfiguration as? UIListContentConfiguration)?.isHeader == true
            case .cell, nil: return false
            }
        }
    }

    /// Places the content view after the indentation and the leading accessories.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let shown = shownAccessories
        let accessoryWidth: CGFloat = 30
        let leadingCount = CGFloat(shown.filter { $0.placement.isLeading }.count)
        let trailingCount = CGFloat(shown.filter { !$0.placement.isLeading }.count)
        let indent = CGFloat(max(0, indentationLevel)) * indentationWidth
        let x = indent + leadingCount * accessoryWidth
        contentView.frame = CGRect(x: x, y: 0, width: max(0, bounds.width - x - trailingCount * accessoryWidth),
                                   height: bounds.height)
    }
}
