import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// `#imageLiteral(resourceName:)` (`Views/UIImage+Literals.swift`) and the image-size
/// adjustment flag of image views and buttons.
@MainActor
@Suite(.freshRuntime) struct ImageLiteralTests {
    /// A literal naming no image of the app's bundle stops the app on iOS; here it is an empty
    /// image and an error that names it, and the run goes on.
    @Test func aLiteralNamingNoImageIsAnEmptyImageAndAnError() {
        let image: UIImage = #imageLiteral(resourceName: "todoIcon")
        #expect(image.size == .zero)
        #expect(image.cgImage == nil)
        let diagnostics = HeadlessRuntime.current.diagnostics.all.filter { $0.code == .imageLiteralMissing }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.message.contains("#imageLiteral(resourceName: \"todoIcon\") names no image") == true)
    }

    @Test func imageViewsAndButtonsKeepTheSizeAdjustmentFlag() {
        let imageView = UIImageView()
        let button = UIButton(type: .system)
        #expect(!imageView.adjustsImageSizeForAccessibilityContentSizeCategory)
        imageView.adjustsImageSizeForAccessibilityContentSizeCategory = true
        button.adjustsImageSizeForAccessibilityContentSizeCategory = true
        let adjusting: [any UIAccessibilityContentSizeCategoryImageAdjusting] = [imageView, button]
        let flags = adjusting.map { $0.adjustsImageSizeForAccessibilityContentSizeCategory }
        #expect(flags == [true, true])
    }
}
