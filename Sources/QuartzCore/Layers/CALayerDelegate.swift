import Foundation

/// The object that draws, lays out and supplies actions for a layer (a view, for its layer).
public protocol CALayerDelegate: AnyObject {
    /// Supplies the layer's contents; the default does nothing.
    func display(_ layer: CALayer)
    /// Draws the layer's content into a context.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer draws.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
}
