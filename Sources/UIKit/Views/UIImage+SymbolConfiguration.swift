import HeadlessCore
import Foundation

extension UIImage {
    /// What an image is configured with: the traits it is drawn for.
    open class Configuration: @unchecked Sendable {
        /// The trait collection the configuration was made for, if any.
        public let traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection? = nil) {
            self.traitCollection = traitCollection
        }

        /// A copy for `traitCollection`.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            self
        }
    }

    /// The weight of a symbol's strokes.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size relative to the text it sits beside.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// How a system symbol is drawn: point size, weight, scale or text style.
    ///
    /// The size here follows the configuration: the point size (17 points when only a text
    /// style or nothing is given), times 0.8 for `.small` and 1.2 for `.large`; a symbol is
    /// square. Real SF Symbols glyphs differ in width; tests should not depend on it.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        let pointSize: CGFloat?
        let weight: SymbolWeight
        let symbolScale: SymbolScale
        let textStyle: UIFont.TextStyle?

        init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?) {
            self.pointSize = pointSize
            self.weight = weight
            self.symbolScale = scale
            self.textStyle = textStyle
            super.init()
        }

        /// The configuration that changes nothing.
        public class var unspecified: SymbolConfiguration {
            SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }

        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }

        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, weight: weight, scale: .unspecified, textStyle: nil)
        }

        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil)
        }

        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: textStyle)
        }

        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }

        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale, textStyle: nil)
        }

        /// This configuration with the values `other` specifies put on top.
        open func applying(_ other: UIImage.SymbolConfiguration?) -> Self {
            guard let other else { return self }
            let combined = SymbolConfiguration(pointSize: other.pointSize ?? pointSize,
                                               weight: other.weight == .unspecified ? weight : other.weight,
                                               scale: other.symbolScale == .unspecified ? symbolScale : other.symbolScale,
                                               textStyle: other.textStyle ?? textStyle)
            // An app's own subclass (rare) cannot be rebuilt here; it is returned unchanged.
            return (combined as? Self) ?? self
        }

        /// The side, in points, of a symbol drawn with this configuration.
        var renderedSide: CGFloat {
            let base = pointSize ?? textStyle.map { UIFont.preferredFont(forTextStyle: $0).pointSize } ?? 17
            switch symbolScale {
            case .small: return (base * 0.8).rounded()
            case .large: return (base * 1.2).rounded()
            default: return base.rounded()
            }
        }
    }
}
