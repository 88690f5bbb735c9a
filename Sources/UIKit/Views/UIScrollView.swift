import HeadlessCore
import Foundation

/// Receives a scroll view's scrolling.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// Called after the content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// A view whose content is larger than its bounds and moves under them.
///
/// The content offset is the bounds' origin, so scrolling flags the view for layout (V-8).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// Whether the user can scroll.
    open var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the bounds.
    open var isPagingEnabled = false
    /// Whether the content bounces past its edges.
    open var bounces = true
    /// Whether vertical bouncing happens even when the content is shorter than the bounds.
    open var alwaysBounceVertical = false
    /// Whether horizontal bouncing happens even when the content is narrower than the bounds.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// The guide of the content: its size becomes ``contentSize`` once Auto Layout solves it.
    open var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent) }
    /// The guide of the scroll view's own frame, which does not scroll.
    open var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame) }

    /// The delegate told of scrolling.
    open weak var delegate: UIScrollViewDelegate?

    /// Creates a scroll view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a scroll view from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentSize = coder.decodeCGSize(forKey: "contentSize")
        if coder.containsValue(forKey: "scrollEnabled") { isScrollEnabled = coder.decodeBool(forKey: "scrollEnabled") }
        if coder.containsValue(forKey: "pagingEnabled") { isPagingEnabled = coder.decodeBool(forKey: "pagingEnabled") }
        if coder.containsValue(forKey: "bounces") { bounces = coder.decodeBool(forKey: "bounces") }
        if coder.containsValue(forKey: "alwaysBounceVertical") { alwaysBounceVertical = coder.decodeBool(forKey: "alwaysBounceVertical") }
        if coder.containsValue(forKey: "alwaysBounceHorizontal") { alwaysBounceHorizontal = coder.decodeBool(forKey: "alwaysBounceHorizontal") }
        if coder.containsValue(forKey: "showsVerticalScrollIndicator") {
            showsVerticalScrollIndicator = coder.decodeBool(forKey: "showsVerticalScrollIndicator")
        }
        if coder.containsValue(forKey: "showsHorizontalScrollIndicator") {
            showsHorizontalScrollIndicator = coder.decodeBool(forKey: "showsHorizontalScrollIndicator")
        }
    }

    /// The point of the content at the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds = CGRect(origin: newValue, size: bounds.size)
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Scrolls to a content offset; the animation is not modelled.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}
