import HeadlessCore

/// The type of an image literal with no other type from its context, as in UIKit
/// (`let icon = #imageLiteral(resourceName: "x_icon")` is a `UIImage`).
public typealias _ImageLiteralType = UIImage

/// `#imageLiteral(resourceName: "name")`, which Xcode writes when an image is dragged into code.
extension UIImage: _ExpressibleByImageLiteral {
    /// The image named `name` in the app's bundle, as `UIImage(named:)` finds it.
    ///
    /// iOS stops the app when there is no such image (the literal unwraps the nil of
    /// `UIImage(named:)`); here the image is empty, zero by zero, and an
    /// `image.literal.missing` error names it, so the run goes on and `--strict` fails.
    public convenience init(imageLiteralResourceName name: String) {
        let found = UIImage(named: name)
        if found == nil, OffMainRelease.isOnMainActor {
            MainActor.assumeIsolated {
                HeadlessRuntime.current.report(Diagnostic(.error, code: .imageLiteralMissing, message:
                    "#imageLiteral(resourceName: \"\(InfoPlist.printable(name))\") names no image of the app's bundle; iOS stops the app here. Add the image to the asset catalog, or fix the name.",
                    subject: nil))
            }
        }
        self.init(name: found?.name ?? name, size: found?.size ?? .zero, scale: found?.scale ?? 1,
                  cgImage: found?.cgImage, orientation: found?.imageOrientation ?? .up, traits: found?.traits ?? RenderingTraits())
    }
}
