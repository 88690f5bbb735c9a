import Foundation
import Testing
@_spi(Headless) import UIKit
import UIKitTesting

/// `withRenderingMode`, `withTintColor`, `resizableImage` and symbol configurations: copies that
/// keep the pixels and change what Apple's API says they change.
@MainActor @Suite(.freshRuntime) struct ImageRenderingTraitsTests {
    @Test func copiesChangeOnlyTheirTrait() {
        _ = HeadlessRuntime.current
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2))
        let original = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        #expect(original.renderingMode == .automatic)
        let template = original.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(template.size == original.size && template.cgImage == original.cgImage)
        #expect(original.renderingMode == .automatic)

        let tinted = original.withTintColor(.blue)
        #expect(tinted.renderingMode == .alwaysOriginal)
        #expect(original.withTintColor(.blue, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)

        let insets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        let stretchy = original.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(stretchy.capInsets == insets && stretchy.resizingMode == .stretch)
        #expect(original.resizableImage(withCapInsets: insets).resizingMode == .tile)
        #expect(original.capInsets == .zero)
    }

    @Test func symbolsTakeTheirSizeFromTheConfiguration() throws {
        _ = HeadlessRuntime.current
        let plain = try #require(UIImage(systemName: "star.fill"))
        #expect(plain.isSymbolImage && plain.renderingMode == .alwaysTemplate)
        let large = try #require(UIImage(systemName: "star.fill",
                                         withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)))
        #expect(large.size == CGSize(width: 36, height: 36))
        let resized = plain.withConfiguration(UIImage.SymbolConfiguration(pointSize: 20))
        #expect(resized.size == CGSize(width: 20, height: 20))
        let combined = UIImage.SymbolConfiguration(pointSize: 20).applying(UIImage.SymbolConfiguration(scale: .small))
        #expect(try #require(plain.applyingSymbolConfiguration(combined)).size == CGSize(width: 16, height: 16))
        #expect(UIImage(systemName: "") == nil)
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }.applyingSymbolConfiguration(combined) == nil)
    }
}
