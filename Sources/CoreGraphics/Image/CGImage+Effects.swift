import Foundation

/// Pixel effects that Cairo does not offer, done in Swift on the RGBA8 pixels: filling an
/// image's alpha with a colour (template images, tinted images, shadows), blurring an alpha
/// mask (shadows), and masking one image by another's alpha (layer masks).
extension CGImage {
    /// The image's shape in one colour: each pixel takes `color`, its alpha multiplied by the
    /// pixel's alpha and by `opacity` (premultiplied, as every image here).
    @_spi(Headless) public func filled(with color: CGColor, opacity: CGFloat = 1) -> CGImage? {
        Self.fill(alpha: (0..<(width * height)).map { Float(rgbaPixels[$0 * 4 + 3]) / 255 },
                  width: width, height: height, color: color, opacity: opacity)
    }

    /// A shadow of the image's shape: its alpha blurred by `blurRadius` pixels and filled with
    /// `color` at `opacity`.
    ///
    /// The blur is three passes of a box blur each way, which approaches a Gaussian of standard
    /// deviation `blurRadius / 2` (each pass of half-width `k` adds `((2k+1)² - 1) / 12` to the
    /// variance). Only the rectangle around the shape, grown by the blur's reach, is worked on.
    @_spi(Headless) public func shadow(color: CGColor, opacity: CGFloat, blurRadius: CGFloat) -> CGImage? {
        var alpha = [Float](repeating: 0, count: width * height)
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width {
                let a = rgbaPixels[(y * width + x) * 4 + 3]
                guard a > 0 else { continue }
                alpha[y * width + x] = Float(a) / 255
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        let sigma = blurRadius.isFinite ? max(0, Double(blurRadius)) / 2 : 0
        let k = Int((((4 * sigma * sigma + 1).squareRoot() - 1) / 2).rounded())
        if k > 0 {
            let reach = 3 * k
            let x0 = max(0, minX - reach), x1 = min(width - 1, maxX + reach)
            let y0 = max(0, minY - reach), y1 = min(height - 1, maxY + reach)
            var line = [Float]()
            for y in y0...y1 {
                line = Array(alpha[(y * width + x0)...(y * width + x1)])
                for _ in 0..<3 { Self.boxBlur(&line, radius: k) }
                alpha.replaceSubrange((y * width + x0)...(y * width + x1), with: line)
            }
            for x in x0...x1 {
                line = (y0...y1).map { alpha[$0 * width + x] }
                for _ in 0..<3 { Self.boxBlur(&line, radius: k) }
                for (i, y) in (y0...y1).enumerated() { alpha[y * width + x] = line[i] }
            }
        }
        return Self.fill(alpha: alpha, width: width, height: height, color: color, opacity: opacity)
    }

    /// The image with every pixel multiplied by the alpha of the same pixel of `mask` (an
    /// image of the same size); nil for a mask of another size.
    @_spi(Headless) public func masked(by mask: CGImage) -> CGImage? {
        guard mask.width == width, mask.height == height else { return nil }
        var pixels = rgbaPixels
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let a = UInt16(mask.rgbaPixels[i + 3])
            guard a < 255 else { continue }
            for c in 0..<4 { pixels[i + c] = UInt8((UInt16(pixels[i + c]) * a + 127) / 255) }
        }
        return CGImage(width: width, height: height, rgbaPixels: pixels)
    }

    /// One pass of a box blur of half-width `k` over a line, with zeros beyond its ends.
    private static func boxBlur(_ line: inout [Float], radius k: Int) {
        let n = line.count
        var prefix = [Double](repeating: 0, count: n + 1)
        for i in 0..<n { prefix[i + 1] = prefix[i] + Double(line[i]) }
        let width = Double(2 * k + 1)
        for i in 0..<n {
            line[i] = Float((prefix[min(n, i + k + 1)] - prefix[max(0, i - k)]) / width)
        }
    }

    /// An image of `color` whose alpha at each pixel is `alpha` times `opacity`.
    private static func fill(alpha: [Float], width: Int, height: Int, color: CGColor, opacity: CGFloat) -> CGImage? {
        let c = color.rgbaComponents
        let base = Float(max(0, min(1, c.alpha * (opacity.isFinite ? opacity : 0))))
        let rgb = [c.red, c.green, c.blue].map { Float(max(0, min(1, $0))) }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for (i, a) in alpha.enumerated() where a > 0 {
            let coverage = min(1, a) * base
            pixels[i * 4] = UInt8((rgb[0] * coverage * 255).rounded())
            pixels[i * 4 + 1] = UInt8((rgb[1] * coverage * 255).rounded())
            pixels[i * 4 + 2] = UInt8((rgb[2] * coverage * 255).rounded())
            pixels[i * 4 + 3] = UInt8((coverage * 255).rounded())
        }
        return CGImage(width: width, height: height, rgbaPixels: pixels)
    }
}
