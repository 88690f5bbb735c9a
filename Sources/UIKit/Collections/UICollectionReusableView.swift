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
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}
