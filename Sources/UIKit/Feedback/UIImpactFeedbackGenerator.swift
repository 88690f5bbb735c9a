import HeadlessCore
import Foundation

/// Feedback for a physical impact (a view snapping into place).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects colliding.
    public enum FeedbackStyle: Int, Sendable, Hashable {
        case light = 0
        case medium = 1
        case heavy = 2
        case soft = 3
        case rigid = 4
    }

    let style: FeedbackStyle

    /// Creates a generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of `.medium` impacts.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Gives an impact at full intensity.
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// Gives an impact at `intensity`, from 0 to 1 (a value outside is brought inside, as iOS
    /// does).
    open func impactOccurred(intensity: CGFloat) {
        let bounded = intensity.isFinite ? min(1, max(0, intensity)) : 1
        record("impactOccurred(\(style), intensity: \(bounded.traceNumber))")
    }
}
