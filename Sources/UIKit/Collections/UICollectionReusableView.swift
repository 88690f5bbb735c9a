import HeadlessCore
import Foundation

/// A view a collection view reuses: a supplementary view, a decoration view, or (through
/// ``UICollectionViewCell``) a cell.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses the view under.
    open internal(set) var reuseIdentifier: String?
    /// The kind of element the view was dequeued for, and its index path, while it is shown.
    var elementKey: UICollectionView.ElementKey?
    /// Whether the view came from the collection view's dequeue methods.
    var wasDequeued = false

    /// Creates a reusable view with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a reusable view from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        reuseIdentifier = coder.decodeObject(forKey: "reuseIdentifier") as? String
    }

    /// Creates a view of a registered class: the collection view knows the class only at run
    /// time, and Swift calls an initializer through a metatype only when it is `required`.
    @_spi(Headless) public required convenience init(registeredFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before the collection view hands the view out again.
    open func prepareForReuse() {}

    /// Applies the layout's attributes to the view.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Lets the view adjust the layout's attributes to its own size (self-sizing); the
    /// default fits the view with Auto Layout when the layout asked for an estimated size.
    /// The estimated dimensions are fitted at `.fittingSizeLevel`, the others held at
    /// `.required`; a dimension Auto Layout cannot fit (zero) keeps its estimate.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard layoutAttributes.needsSelfSizing else { return layoutAttributes }
        let target = layoutAttributes.size
        let fitted = selfSizingFit(target,
                                   horizontal: layoutAttributes.selfSizingWidth ? .fittingSizeLevel : .required,
                                   vertical: layoutAttributes.selfSizingHeight ? .fittingSizeLevel : .required)
        var size = target
        if layoutAttributes.selfSizingWidth, fitted.width > 0, fitted.width.isFinite { size.width = fitted.width }
        if layoutAttributes.selfSizingHeight, fitted.height > 0, fitted.height.isFinite { size.height = fitted.height }
        let preferred: UICollectionViewLayoutAttributes = layoutAttributes.copy()
        preferred.frame.size = size
        return preferred
    }

    /// The Auto Layout fitting size the default self-sizing uses; cells fit their content.
    func selfSizingFit(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        systemLayoutSizeFitting(target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    }
}
