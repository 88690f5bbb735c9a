import HeadlessCore
import Foundation
@_spi(Headless) import QuartzCore

/// The layer behind a view, and the view's transform.
///
/// The layer is created on first use (a view that never touches it stays small), from
/// ``UIView/layerClass``, with the view as its delegate and the view's geometry and
/// appearance copied in. From then on the view's geometry setters write through to the layer
/// (`position` is the view's `center`, `bounds` its bounds), setting the layer's geometry
/// directly moves the view, and `isHidden`, `alpha`, `backgroundColor` and `clipsToBounds`
/// are mirrored from view to layer. The view's transform is the layer's (affine) transform.
///
/// Under a non-identity transform, `frame` is the bounding box of the bounds transformed
/// around the centre, as on iOS. Setting `frame` then is undefined on iOS; here it moves
/// the centre to the middle of the new frame and, when the transform is a scale (possibly
/// with a quarter-turn rotation), sizes the bounds so that the transformed box fills the
/// new frame; under any other transform the size is kept.
extension UIView {
    var layerMechanism: CALayer {
        if let layerStorage { return layerStorage }
        let layerType: CALayer.Type
        if let type = Self.layerClass as? CALayer.Type {
            layerType = type
        } else {
            runtime.report(.error, .viewLayerClassNotALayer,
                           "\(traceName).layerClass is \(Self.layerClass), which is not a CALayer subclass. Return CALayer.self or a subclass of it from layerClass; a plain CALayer is used.",
                           about: self)
            layerType = CALayer.self
        }
        let layer = layerType.init()
        // The layer's animations run in the view's process (References §46.1).
        layer.transactionContext = runtime.transactionContext
        layer.setOwningDelegate(self)
        layer.setGeometryFromOwner(bounds: boundsMechanism, position: centerMechanism)
        layer.isHidden = isHidden
        layer.opacity = Float(alpha)
        layer.backgroundColor = backgroundColor?.cgColor
        layer.masksToBounds = clipsToBounds
        layerStorage = layer
        return layer
    }

    var transformMechanism: CGAffineTransform {
        get { layerStorage?.affineTransform() ?? .identity }
        set {
            if layerStorage == nil && newValue.isIdentity { return }
            prepareLayerForAnimatedChange()
            let layer = layerMechanism
            if layer.affineTransform() != newValue { ViewAnimationContext.current(in: runtime)?.willChange(layer, keyPath: "transform") }
            layer.setAffineTransformFromOwner(newValue)
        }
    }

    /// Whether a layer exists and carries a non-identity transform.
    var hasTransform: Bool {
        guard let layerStorage else { return false }
        return !layerStorage.hasIdentityTransform
    }

    /// The untransformed frame (centre and bounds size) mapped by the transform around the
    /// centre.
    func transformedFrame(of untransformed: CGRect) -> CGRect {
        let center = CGPoint(x: untransformed.midX, y: untransformed.midY)
        let around = CGAffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(transformMechanism)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        return untransformed.applying(around)
    }

    /// The untransformed frame that a frame set under the transform asks for (see the type's
    /// notes).
    func untransformedFrame(for frame: CGRect) -> CGRect {
        let t = transformMechanism
        let rect = frame.standardized
        var size = storedFrame.size
        if t.b == 0 && t.c == 0 && t.a != 0 && t.d != 0 {
            size = CGSize(width: rect.width / abs(t.a), height: rect.height / abs(t.d))
        } else if t.a == 0 && t.d == 0 && t.b != 0 && t.c != 0 {
            size = CGSize(width: rect.height / abs(t.b), height: rect.width / abs(t.c))
        }
        guard size.width.isFinite, size.height.isFinite else { return storedFrame }
        return CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    /// Writes the view's geometry into its layer, if it has one; inside an animation block the
    /// layer animates the change (``ViewAnimationContext``).
    func syncLayerGeometry() {
        guard let layerStorage else { return }
        if let context = ViewAnimationContext.current(in: runtime) {
            if layerStorage.bounds != boundsMechanism { context.willChange(layerStorage, keyPath: "bounds") }
            if layerStorage.position != centerMechanism { context.willChange(layerStorage, keyPath: "position") }
        }
        layerStorage.setGeometryFromOwner(bounds: boundsMechanism, position: centerMechanism)
    }

    /// Writes the view's background colour into its layer, if it has one; inside an animation
    /// block the layer animates the change.
    func syncLayerBackgroundColor() {
        guard let layerStorage else { return }
        let color = backgroundColor?.cgColor
        guard layerStorage.backgroundColor != color else { return }
        ViewAnimationContext.current(in: runtime)?.willChange(layerStorage, keyPath: "backgroundColor")
        layerStorage.backgroundColor = color
    }

    /// Writes the view's alpha into its layer's opacity, if it has a layer; inside an animation
    /// block the layer animates the change.
    func syncLayerOpacity() {
        guard let layerStorage, layerStorage.opacity != Float(alpha) else { return }
        ViewAnimationContext.current(in: runtime)?.willChange(layerStorage, keyPath: "opacity")
        layerStorage.opacity = Float(alpha)
    }

    /// The layer's geometry was set directly: the view follows, with the layout flags its own
    /// setters raise.
    func layerGeometryDidChange(_ layer: CALayer) {
        if layer.bounds != boundsMechanism { boundsMechanism = layer.bounds }
        if layer.position != centerMechanism { centerMechanism = layer.position }
    }

    /// Lays out the layer's sublayers after `layoutSubviews()`, in the same pass.
    func layOutLayerAfterSubviews() {
        guard let layerStorage else { return }
        layoutSublayers(of: layerStorage)
    }
}
