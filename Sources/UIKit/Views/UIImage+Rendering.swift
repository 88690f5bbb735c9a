import HeadlessCore
import Foundation

extension UIImage {
    /// Whether an image is drawn with its own colours or as a template filled with the tint.
    public enum RenderingMode: Int, Sendable {
        /// Symbols and images in a template context are templates; others are original.
        case automatic = 0
        /// Drawn with its own colours.
        case alwaysOriginal = 1
        /// Drawn as a mask filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// How the middle of a resizable image fills the space between its caps.
    public enum ResizingMode: Int, Sendable {
        case tile = 0
        case stretch = 1
    }

    /// What ``UIImage`` keeps besides its pixels: the values Apple's `withRenderingMode`,
    /// `withTintColor`, `resizableImage` and `withConfiguration` return changed copies of.
    struct RenderingTraits: Sendable {
        var renderingMode: RenderingMode = .automatic
        var tintColor: UIColor?
        var capInsets: UIEdgeInsets = .zero
        var resizingMode: ResizingMode = .tile
        var configuration: UIImage.Configuration?
        var isSymbol = false
    }

    /// How the image is drawn: `.automatic` unless a copy was made with another mode.
    public var renderingMode: RenderingMode { traits.renderingMode }

    /// The insets that keep the image's corners from stretching; zero unless resizable.
    public var capInsets: UIEdgeInsets { traits.capInsets }

    /// How a resizable image fills its middle.
    public var resizingMode: ResizingMode { traits.resizingMode }

    /// Whether the image is a system symbol.
    public var isSymbolImage: Bool { traits.isSymbol }

    /// The configuration the image was made or last configured with.
    public var configuration: UIImage.Configuration? { traits.configuration }

    /// The symbol configuration, for a symbol image configured with one.
    public var symbolConfiguration: UIImage.SymbolConfiguration? { traits.configuration as? SymbolConfiguration }

    /// A copy drawn with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        with { $0.renderingMode = renderingMode }
    }

    /// A copy tinted with `color`; it is drawn as original, in that colour, as iOS draws a
    /// tinted image whatever view shows it.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// A copy tinted with `color` and drawn with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        with {
            $0.tintColor = color
            $0.renderingMode = renderingMode
        }
    }

    /// The tint colour given by ``withTintColor(_:)``, if any.
    var tintColor: UIColor? { traits.tintColor }

    /// A copy whose corners, `capInsets` wide, keep their size when the image is stretched; the
    /// middle tiles.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A copy whose corners keep their size and whose middle fills by `resizingMode`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        with {
            $0.capInsets = capInsets
            $0.resizingMode = resizingMode
        }
    }

    /// A copy with `configuration`; a symbol takes its size from a symbol configuration.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard traits.isSymbol, let symbol = configuration as? SymbolConfiguration else {
            return with { $0.configuration = configuration }
        }
        let side = symbol.renderedSide
        var traits = self.traits
        traits.configuration = configuration
        return UIImage(name: name, size: CGSize(width: side, height: side), scale: scale, cgImage: cgImage,
                       orientation: imageOrientation, traits: traits)
    }

    /// A copy whose symbol configuration is this one's with `configuration` applied on top;
    /// nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard traits.isSymbol else { return nil }
        return withConfiguration(symbolConfiguration?.applying(configuration) ?? configuration)
    }
}
