import HeadlessCore
import Foundation

/// A view that applies an effect (a blur, vibrancy) to what lies behind it; its content goes
/// into ``contentView``.
///
/// The view keeps two subviews filling its bounds: the effect's tint (a translucent colour
/// standing for the blur, resolved for light or dark; see ``UIBlurEffect``) and the content
/// view above it. Adding a subview to the effect view itself is refused with an error
/// (`view.visualEffect.directSubview`): on iOS it raises.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view the app adds its subviews to.
    public let contentView: UIView
    /// The tint standing for the effect.
    let effectTintView: UIView

    /// The effect; nil shows none. Changing it in an animation block fades the tint.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// A view with an effect.
    public init(effect: UIVisualEffect?) {
        contentView = UIView()
        effectTintView = UIView()
        self.effect = effect
        super.init(frame: .zero)
        installSubviews()
    }

    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        contentView = UIView()
        effectTintView = UIView()
        effect = nil
        super.init(coder: coder)
        installSubviews()
    }

    /// Refuses a subview added to the effect view itself: it belongs in ``contentView``.
    open override func addSubview(_ view: UIView) {
        guard view === contentView || view === effectTintView else {
            runtime.report(.error, .viewVisualEffectDirectSubview,
                           "\(traceName) was asked to add \(view.traceName) directly; on iOS this raises. Add it to the effect view's contentView instead; nothing was added.",
                           about: self)
            return
        }
        super.addSubview(view)
    }

    private func installSubviews() {
        for view in [effectTintView, contentView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
        applyEffect()
    }

    private func applyEffect() {
        let blur = (effect as? UIBlurEffect) ?? (effect as? UIVibrancyEffect)?.blurEffect
        guard let blur, !(effect is UIVibrancyEffect) else {
            effectTintView.backgroundColor = nil
            return
        }
        effectTintView.backgroundColor = UIColor { [light = blur.tint(dark: false), dark = blur.tint(dark: true)] traits in
            let tint = traits.userInterfaceStyle == .dark ? dark : light
            return UIColor(white: tint.white, alpha: tint.alpha)
        }
    }
}
