import Foundation

/// An image: rendered as a `UIImageView` (References §59.3).
nonisolated public struct Image: View {
    let uiImage: UIImage?
    let name: String

    /// A symbol image, as `UIImage(systemName:)` finds it.
    public init(systemName: String) {
        uiImage = UIImage(systemName: systemName)
        name = systemName
    }

    /// An image of the app's bundle, as `UIImage(named:)` finds it.
    public init(_ name: String, bundle: Bundle? = nil) {
        uiImage = UIImage(named: name, in: bundle, compatibleWith: nil)
        self.name = name
    }

    /// An image made in code.
    public init(uiImage: UIImage) {
        self.uiImage = uiImage
        name = "uiImage"
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(of: Self.self) }
}
