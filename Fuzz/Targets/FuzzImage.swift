import Foundation
@_spi(Headless) @testable import UIKit

/// libFuzzer entry point: decodes the input as image data (PNG, JPEG, or anything else), as
/// `UIImage(data:)` does, and when it decodes, draws it and encodes it again. The decoders'
/// pixel and memory budgets (References §39) bound every input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    MainActor.assumeIsolated {
        HeadlessRuntime.reset()
        guard let image = UIImage(data: data, scale: 2) else { return }
        _ = image.size
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8))
        _ = renderer.image { _ in image.draw(in: CGRect(x: 0, y: 0, width: 8, height: 8)) }
        if image.size.width * image.size.height <= 4096 { _ = image.pngData() }
    }
    return 0
}
