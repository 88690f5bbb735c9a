import HeadlessCore
import Foundation

/// A device the simulated screen models: its size in points, scale, idiom, and the insets of
/// the status bar, sensor housing and home indicator per orientation.
///
/// | model | points | scale | portrait safe area | landscape safe area |
/// |---|---|---|---|---|
/// | `iphone-se` (3rd generation, the default) | 375×667 | 2 | top 20 | none (no status bar) |
/// | `iphone-15` | 393×852 | 3 | top 59, bottom 34 | left and right 59, bottom 21 |
/// | `iphone-15-pro-max` | 430×932 | 3 | top 59, bottom 34 | left and right 59, bottom 21 |
/// | `ipad` (10th generation, full screen) | 820×1180 | 2 | top 24, bottom 20 | top 24, bottom 20 |
@_spi(Headless) public struct DeviceModel: Sendable, Hashable, CustomStringConvertible {
    /// The name `--device` takes.
    public let identifier: String
    /// The marketing name.
    public let name: String
    /// The portrait size in points.
    public let portraitSize: CGSize
    /// Points to pixels.
    public let scale: CGFloat
    /// Whether it is an iPad.
    public let isPad: Bool
    /// The safe-area insets in portrait.
    public let portraitInsets: UIEdgeInsets
    /// The safe-area insets in landscape.
    public let landscapeInsets: UIEdgeInsets
    /// The system minimum layout margin on the sides of a root view.
    public let systemMinimumMargin: CGFloat

    /// iPhone SE (3rd generation): 375×667 @2x, a 20-point status bar in portrait.
    public static let iPhoneSE = DeviceModel(
        identifier: "iphone-se", name: "iPhone SE (3rd generation)", portraitSize: CGSize(width: 375, height: 667),
        scale: 2, isPad: false, portraitInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeInsets: .zero, systemMinimumMargin: 16)
    /// iPhone 15: 393×852 @3x.
    public static let iPhone15 = DeviceModel(
        identifier: "iphone-15", name: "iPhone 15", portraitSize: CGSize(width: 393, height: 852),
        scale: 3, isPad: false, portraitInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), systemMinimumMargin: 16)
    /// iPhone 15 Pro Max: 430×932 @3x.
    public static let iPhone15ProMax = DeviceModel(
        identifier: "iphone-15-pro-max", name: "iPhone 15 Pro Max", portraitSize: CGSize(width: 430, height: 932),
        scale: 3, isPad: false, portraitInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), systemMinimumMargin: 20)
    /// iPad (10th generation), full screen: 820×1180 @2x.
    public static let iPad = DeviceModel(
        identifier: "ipad", name: "iPad (10th generation)", portraitSize: CGSize(width: 820, height: 1180),
        scale: 2, isPad: true, portraitInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), systemMinimumMargin: 20)

    /// Every model, in the order `--help` lists them.
    public static let all: [DeviceModel] = [.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPad]

    /// The model with a `--device` name (`iphone-15`), or nil.
    public init?(identifier: String) {
        let key = identifier.lowercased().replacingOccurrences(of: " ", with: "-")
        guard let model = Self.all.first(where: { $0.identifier == key }) else { return nil }
        self = model
    }

    init(identifier: String, name: String, portraitSize: CGSize, scale: CGFloat, isPad: Bool,
         portraitInsets: UIEdgeInsets, landscapeInsets: UIEdgeInsets, systemMinimumMargin: CGFloat) {
        self.identifier = identifier
        self.name = name
        self.portraitSize = portraitSize
        self.scale = scale
        self.isPad = isPad
        self.portraitInsets = portraitInsets
        self.landscapeInsets = landscapeInsets
        self.systemMinimumMargin = systemMinimumMargin
    }

    /// The safe-area insets of the screen in an orientation.
    public func safeAreaInsets(landscape: Bool) -> UIEdgeInsets { landscape ? landscapeInsets : portraitInsets }

    public var description: String { "\(name) (\(identifier))" }
}
