import Foundation
import SnapshotTesting
@_spi(Headless) import CoreGraphics
@_spi(Headless) import UIKit
import UIKitTesting

extension Diffing where Value == Data {
    /// PNG data compared pixel for pixel on the decoded images, not on the bytes, so that a
    /// different zlib cannot fail a check. The difference names the number of differing pixels
    /// and the first one; snapshot-testing writes the actual image beside the reference.
    public static var pixels: Diffing { Diffing.diff(
        toData: { $0 },
        fromData: { $0 },
        diffV2: { reference, actual in
            guard let expected = CGImage.decode(reference) else {
                return ("The reference is not a readable PNG or JPEG.", [])
            }
            guard let image = CGImage.decode(actual) else {
                return ("The view could not be painted into a readable image.", [])
            }
            if expected == image { return nil }
            if expected.width != image.width || expected.height != image.height {
                return ("The reference is \(expected.width)×\(expected.height) pixels, the view \(image.width)×\(image.height).", [])
            }
            var differing = 0
            var first: (x: Int, y: Int)?
            for y in 0..<image.height {
                for x in 0..<image.width where image.pixel(x: x, y: y)! != expected.pixel(x: x, y: y)! {
                    differing += 1
                    if first == nil { first = (x, y) }
                }
            }
            guard let first else { return nil }
            return ("\(differing) pixels differ, the first at (\(first.x), \(first.y)): reference \(expected.pixel(x: first.x, y: first.y)!), actual \(image.pixel(x: first.x, y: first.y)!).", [])
        }
    ) }
}

extension Snapshotting where Value == UIView, Format == Data {
    /// The view painted into pixels (backgrounds, borders, corner radii, sublayers, what
    /// `draw(_:)` drew, images, text as glyph boxes) as PNG, compared pixel for pixel.
    /// `scale` defaults to the screen's.
    public static func image(scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting<Data, Data>(pathExtension: "png", diffing: .pixels).pullback { view in
            MainActor.assumeIsolated { view.renderedPNGData(scale: scale) ?? Data() }
        }
    }

    /// ``image(scale:)`` at the screen's scale.
    public static var image: Snapshotting { image() }
}

extension Snapshotting where Value == UIViewController, Format == Data {
    /// The controller's view painted into pixels, as ``Snapshotting/image(scale:)`` paints a view.
    public static func image(scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting<UIView, Data>.image(scale: scale).pullback { controller in
            MainActor.assumeIsolated { controller.view }
        }
    }
}

/// Compares a view, painted into pixels, with a reference PNG `name.png` in `Goldens/` beside
/// the test file (or in `directory`, relative to it), by the rules of ``GoldenTrace``
/// (snapshot-testing's record modes; CI records nothing).
@MainActor @discardableResult
public func expectSnapshot(of view: UIView, named name: String, scale: CGFloat? = nil, directory: String? = nil,
                           fileID: String = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) -> Bool {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard view.renderedPNGData(scale: scale) != nil else {
        FailureReporter.record(TestFailure(.trace, "\(view) could not be painted: its bounds are empty (or too large). Give the view a size before taking its snapshot.", at: site))
        return false
    }
    return GoldenTrace.check(view, as: .image(scale: scale),
                             url: GoldenTrace.url(named: name + ".png", testFile: filePath, directory: directory),
                             missingFile: .recordOutsideCI, site: site)
}
