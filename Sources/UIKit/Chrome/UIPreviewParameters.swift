import HeadlessCore
import Foundation

/// How a context menu's preview is drawn: the part of the view it shows, its shadow, and the
/// color behind it.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The part of the view shown, in the view's coordinates; nil shows its bounds.
    open var visiblePath: UIBezierPath?
    /// The shadow's outline; nil follows ``visiblePath``.
    open var shadowPath: UIBezierPath?
    /// The color behind the preview; setting nil restores the default (the system background).
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? .systemBackground }
        set { storedBackgroundColor = newValue }
    }
    private var storedBackgroundColor: UIColor?

    /// Creates parameters with the defaults.
    public override init() { super.init() }

    /// Creates parameters that show the rounded union of lines of text (`CGRect` values, in
    /// the view's coordinates).
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let rects = textLineRects.map(\.cgRectValue).filter { !$0.isEmpty }
        guard !rects.isEmpty else { return }
        let path = UIBezierPath()
        for rect in rects { path.append(UIBezierPath(roundedRect: rect, cornerRadius: 4)) }
        visiblePath = path
    }
}
