import Foundation
import CoreGraphics

extension UIImage {
    /// How an image's bitmap is turned for display.
    public enum Orientation: Int, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// An image of a bitmap at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of a bitmap; its size in points is the pixel size over `scale` (turned for
    /// the left and right orientations).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let resolved = scale > 0 && scale.isFinite ? scale : 1
        var size = CGSize(width: CGFloat(cgImage.width) / resolved, height: CGFloat(cgImage.height) / resolved)
        if [.left, .right, .leftMirrored, .rightMirrored].contains(orientation) {
            size = CGSize(width: size.height, height: size.width)
        }
        self.init(name: nil, size: size, scale: resolved, cgImage: cgImage, orientation: orientation)
    }
}
