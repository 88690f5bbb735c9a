import Foundation
@_spi(Headless) import CoreGraphics

extension UIColor {
    /// The colour as a Core Graphics colour (sRGB).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// A colour from a Core Graphics colour (grey and RGB colours).
    public convenience init(cgColor: CGColor) {
        let rgba = cgColor.rgbaComponents
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }
}

extension UIColor {
    /// Makes the colour the fill colour of the current context.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes the colour the stroke colour of the current context.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes the colour both the fill and the stroke colour of the current context.
    public func set() { setFill(); setStroke() }
}
