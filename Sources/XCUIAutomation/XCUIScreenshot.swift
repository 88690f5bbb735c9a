import Foundation
@_spi(Headless) import UIKit
@_spi(Headless) import UIKitTesting

/// A picture of the screen or of an element, rendered from the app's views.
@MainActor
open class XCUIScreenshot {
    /// The picture.
    open var image: UIImage
    /// The picture as PNG data.
    open var pngRepresentation: Data

    init(session: UITestSession?, crop: CGRect?) {
        let window = session.flatMap { $0.isRunning ? $0.harness.runtime.keyWindow : nil }
        let full = window?.renderedImage(scale: 1)
        var picture = full ?? UIImage()
        if let crop, let cgImage = full?.cgImage, let cropped = cgImage.cropping(to: crop.integral) {
            picture = UIImage(cgImage: cropped)
        }
        image = picture
        pngRepresentation = picture.pngData() ?? Data()
    }
}

/// The device's screen.
@MainActor
open class XCUIScreen {
    /// The main screen.
    public static let main = XCUIScreen()

    /// The screens; the simulated device has one.
    public static var screens: [XCUIScreen] { [main] }

    /// A picture of the whole screen of the running app.
    open func screenshot() -> XCUIScreenshot {
        XCUIScreenshot(session: UITestSession.current, crop: nil)
    }
}
