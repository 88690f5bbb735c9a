import HeadlessCore
import Foundation

/// An image: its name and size in points; no pixels are kept.
///
/// `UIImage(named:)` finds images in a bundle's resources (`name.png`, `name@2x.png`,
/// `name.jpg`, `name.pdf`, or an asset catalog's `name.imageset`) and is nil otherwise;
/// `UIImage(systemName:)` always gives a 24-point symbol. Images named in a storyboard or xib
/// get the size recorded in the file's `<resources>`.
public final class UIImage: Sendable, CustomStringConvertible {
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

    init(name: String?, size: CGSize, scale: CGFloat = 1, cgImage: CGImage? = nil, orientation: Orientation = .up) {
        self.name = name
        self.size = size
        self.scale = scale
        self.cgImage = cgImage
        self.imageOrientation = orientation
    }

    /// Loads a named image from the main bundle, or returns nil when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Loads a named image from a bundle, or returns nil when there is none.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard !name.isEmpty, let root = (bundle ?? .headlessApp).resourceURL else { return nil }
        let fileManager = FileManager.default
        let candidates = ["\(name).png", "\(name)@2x.png", "\(name)@3x.png", "\(name).jpg", "\(name).pdf"]
            .map { root.appendingPathComponent($0).path }
        let catalogs = (try? fileManager.contentsOfDirectory(atPath: root.path))?.filter { $0.hasSuffix(".xcassets") } ?? []
        let assets = catalogs.map { root.appendingPathComponent($0).appendingPathComponent("\(name).imageset").path }
        guard (candidates + assets).contains(where: { fileManager.fileExists(atPath: $0) }) else { return nil }
        self.init(name: name, size: .zero)
    }

    /// A system symbol image.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(name: name, size: CGSize(width: 24, height: 24))
    }

    public var description: String {
        "UIImage(\(name.map { "\"\($0)\", " } ?? "")\(size.traceDescription))"
    }
}
