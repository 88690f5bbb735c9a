import Foundation

extension CALayer {
    /// The affine transform that maps the layer's own coordinates into its superlayer's:
    /// bounds origin out, anchor in, the layer's transform, then the position.
    var toSuperlayerTransform: CGAffineTransform {
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width,
                             y: bounds.minY + anchorPoint.y * bounds.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(affineTransform())
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// The transform from a layer's coordinates to its root's (the identity for nil). The
    /// walk is a loop, bounded by the depth of the tree.
    func toRootTransform(of layer: CALayer?) -> CGAffineTransform {
        var transform = CGAffineTransform.identity
        var current = layer
        while let l = current, let parent = l.superlayer {
            transform = transform.concatenating(l.toSuperlayerTransform)
            current = parent
        }
        return transform
    }

    var frameMechanism: CGRect {
        get {
            let local = CGRect(origin: bounds.origin, size: bounds.size)
            if extras == nil || CATransform3DIsIdentity(transform) {
                return CGRect(x: position.x - anchorPoint.x * bounds.width,
                              y: position.y - anchorPoint.y * bounds.height,
                              width: bounds.width, height: bounds.height)
            }
            return local.applying(toSuperlayerTransform)
        }
        set {
            let rect = newValue.standardized
            bounds = CGRect(origin: bounds.origin, size: rect.size)
            position = CGPoint(x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
        }
    }
}
