import HeadlessCore
import Foundation

/// One dimension of a compositional layout element: a fraction of its container's width or
/// height, an absolute length, or an estimate.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings }
    let kind: Kind
    /// The fraction, the length or the estimate.
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// A fraction of the container's width.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight) }
    /// An absolute length in points.
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.absolute, absoluteDimension) }
    /// An estimate the element's content refines.
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.estimated, estimatedDimension) }
    /// An estimate shared by all siblings (the largest wins).
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.uniformAcrossSiblings, estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is absolute.
    open var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate.
    open var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    /// Whether the dimension is an estimate shared by siblings.
    open var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The length in a container; non-finite or negative results are zero.
    func resolve(in container: CGSize) -> CGFloat {
        let value: CGFloat
        switch kind {
        case .fractionalWidth: value = dimension * container.width
        case .fractionalHeight: value = dimension * container.height
        case .absolute, .estimated, .uniformAcrossSiblings: value = dimension
        }
        return value.isFinite && value > 0 ? value : 0
    }

    var traceDescription: String {
        switch kind {
        case .fractionalWidth: "fractionalWidth(\(dimension))"
        case .fractionalHeight: "fractionalHeight(\(dimension))"
        case .absolute: "absolute(\(dimension))"
        case .estimated: "estimated(\(dimension))"
        case .uniformAcrossSiblings: "uniformAcrossSiblings(\(dimension))"
        }
    }
}

/// The width and height of a compositional layout element.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The size in a container.
    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}

/// The space between the items of a group.
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    /// The spacing in points (the least spacing when flexible).
    public let spacing: CGFloat
    /// Whether the spacing is exactly ``spacing``.
    public let isFixedSpacing: Bool
    /// Whether the spacing grows to fill the group.
    open var isFlexibleSpacing: Bool { !isFixedSpacing }

    init(spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing.isFinite && spacing > 0 ? spacing : 0
        isFixedSpacing = fixed
        super.init()
    }

    /// A fixed spacing.
    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing, fixed: true) }
    /// A spacing of at least `flexibleSpacing` that grows to fill the group.
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: flexibleSpacing, fixed: false) }
}

/// Spacing around an item, outside its frame (not modelled by the headless layout: items are
/// placed by their group's ``NSCollectionLayoutGroup/interItemSpacing``).
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    /// Creates edge spacing.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }
}
