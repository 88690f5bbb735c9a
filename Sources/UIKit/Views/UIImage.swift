import HeadlessCore
import Foundation
@_spi(Headless) import CoreGraphics

/// An image: its size in points, its scale, its pixels when it has any (decoded data, a file,
/// an asset catalog's image set, a renderer), and how it is drawn.
///
/// `UIImage(named:)` finds images in a bundle's resources (`name.png`, `name@2x.png`,
/// `name.jpg`, `name.pdf`, or an asset catalog's `name.imageset`) and is nil otherwise;
/// `UIImage(systemName:)` gives a square symbol without pixels, 24 points unless a symbol
/// configuration sizes it. Images named in a storyboard or xib get the size recorded in the
/// file's `<resources>`.
public final class UIImage: Sendable, CustomStringConvertible, Hashable {
    /// The image's size in points.
    public let size: CGSize
    /// Points to pixels.
    public let scale: CGFloat
    /// The name it was created with, for descriptions.
    let name: String?
    /// The bitmap, for images made from one or drawn by a renderer.
    public let cgImage: CGImage?
    /// The orientation of the bitmap.
    public let imageOrientation: Orientation
    /// How it is drawn, tinted, stretched and configured (`UIImage+Rendering.swift`).
    let traits: RenderingTraits
    /// Its accessibility label and identifier (`UIImage+Accessibility.swift`).
    let accessibility = ImageAccessibility()

    /// An empty image: no pixels, of zero size.
    public convenience init() {
        self.init(name: nil, size: .zero)
    }

    /// Two images are equal when they are the same object, as `UIImage`'s `isEqual` is.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    init(name: String?, size: CGSize, scale: CGFloat = 1, cgImage: CGImage? = nil, orientation: Orientation = .up,
         traits: RenderingTraits = RenderingTraits()) {
        self.name = name
        self.size = size
        self.scale = scale
        self.cgImage = cgImage
        self.imageOrientation = orientation
        self.traits = traits
    }

    /// A copy of the image with other rendering traits: the same pixels, name and size.
    func with(_ change: (inout RenderingTraits) -> Void) -> UIImage {
        var traits = self.traits
        change(&traits)
        return UIImage(name: name, size: size, scale: scale, cgImage: cgImage, orientation: imageOrientation, traits: traits)
    }

    /// Loads a named image from the main bundle, or returns nil when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Loads a named image from a bundle (the app's when nil): an asset catalog's image set, or
    /// a loose `name.png`/`name@2x.png`/`name@3x.png`/`name.jpg`, at the file that best fits
    /// the screen's scale (@2x on an iPhone SE, @3x on an iPhone 15). Nil when there is none;
    /// nil and an `image.asset.unreadable` diagnostic when the set or file is broken; nil and
    /// `resource.outsideBundle` when the name (`../x`, `/etc/x`), the set or its file leads
    /// outside the bundle (References §39.1); nil and `image.decode.overBudget` when the file is
    /// over a `CGImage.DecodeBudget` (References §39.2).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard !name.isEmpty, OffMainRelease.isOnMainActor else { return nil }
        let found: ImageSetReader.Outcome = MainActor.assumeIsolated {
            let runtime = HeadlessRuntime.current
            let scale = traitCollection.flatMap { $0.displayScale > 0 ? $0.displayScale : nil } ?? runtime.screen.scale
            let outcome = ImageSetReader.find(name, in: bundle ?? .headlessApp, screenScale: scale)
            switch outcome {
            case .unreadable(let why):
                runtime.report(Diagnostic(.warning, code: .imageAssetUnreadable, message:
                    "UIImage(named: \"\(InfoPlist.printable(name))\") returned nil: \(why). Fix the image set (its Contents.json and the files it names), or the file.",
                    subject: nil))
            case .refused(let why):
                runtime.report(Diagnostic(.warning, code: .resourceOutsideBundle, message:
                    "UIImage(named: \"\(InfoPlist.printable(name))\") returned nil: \(why). Put the image inside the app's bundle and name it by its name alone.",
                    subject: nil))
            case .image, .withoutPixels, .missing:
                break
            }
            return outcome
        }
        switch found {
        case .image(let data, let scale):
            switch CGImage.decoding(data) {
            case .success(let bitmap):
                self.init(cgImage: bitmap, scale: scale, orientation: .up)
            case .failure(let failure):
                MainActor.assumeIsolated {
                    let code: DiagnosticCode = failure.isBudgetRefusal ? .imageDecodeOverBudget : .imageAssetUnreadable
                    let problem = failure.isBudgetRefusal
                        ? "its file is \(failure). Scale the image down to the size the screen shows (References §39.2)."
                        : "its file is not a readable PNG or JPEG. Replace the file in the image set."
                    HeadlessRuntime.current.report(Diagnostic(.warning, code: code, message:
                        "UIImage(named: \"\(InfoPlist.printable(name))\") returned nil: \(problem)",
                        subject: nil))
                }
                return nil
            }
        case .withoutPixels:
            self.init(name: name, size: .zero)
        case .unreadable, .refused, .missing:
            return nil
        }
    }

    /// A system symbol image.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol image with a configuration: its point size (17 by default, scaled by the
    /// configuration's symbol scale) sets the image's size; the symbol is square here.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard !name.isEmpty else { return nil }
        let symbol = configuration as? SymbolConfiguration
        let side = symbol?.renderedSide ?? 24
        self.init(name: name, size: CGSize(width: side, height: side),
                  traits: RenderingTraits(renderingMode: .alwaysTemplate, configuration: configuration, isSymbol: true))
    }

    public var description: String {
        "UIImage(\(name.map { "\"\($0)\", " } ?? "")\(size.traceDescription))"
    }
}
