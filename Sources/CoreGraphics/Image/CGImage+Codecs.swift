import Foundation
internal import CCairo
internal import CImageCodecs

/// Reading and writing PNG (through Cairo, which uses libpng) and JPEG (through libjpeg-turbo).
///
/// Apple's Core Graphics reads and writes files through ImageIO (`CGImageSource`,
/// `CGImageDestination`); these SPI entry points are what `UIImage(data:)`, `pngData()` and
/// `jpegData(compressionQuality:)` use. Data that is not a readable PNG or JPEG gives nil,
/// never a crash.
extension CGImage {
    /// An image decoded from PNG or JPEG data (told apart by their signatures) within the
    /// standard ``DecodeBudget``; nil otherwise.
    @_spi(Headless) public static func decode(_ data: Data) -> CGImage? {
        try? decoding(data).get()
    }

    /// An image decoded from PNG or JPEG data within a budget, or why not. The budget is
    /// checked from the header (a PNG's IHDR, a JPEG's frame header) before any pixel memory
    /// is allocated, and a progressive JPEG's scans are counted as they are read.
    @_spi(Headless) public static func decoding(_ data: Data, budget: DecodeBudget = .standard) -> Result<CGImage, DecodeFailure> {
        let bytes = [UInt8](data.prefix(8))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return decodePNG(data, budget: budget) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return decodeJPEG(data, budget: budget) }
        return .failure(.unrecognized)
    }

    /// The image as PNG data (8-bit RGBA); nil only if encoding fails.
    @_spi(Headless) public func pngData() -> Data? {
        guard let surface = CairoCanvas.surface(of: self) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let sink = DataSink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<DataSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        return status == CAIRO_STATUS_SUCCESS ? sink.data : nil
    }

    /// The image as JPEG data at a quality of 0 (smallest) to 1 (best), over black where it is
    /// transparent (JPEG has no alpha); nil only if encoding fails.
    @_spi(Headless) public func jpegData(quality: CGFloat) -> Data? {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for pixel in 0..<(width * height) {
            // Premultiplied over black: the colour channels as stored.
            rgb[pixel * 3] = rgbaPixels[pixel * 4]
            rgb[pixel * 3 + 1] = rgbaPixels[pixel * 4 + 1]
            rgb[pixel * 3 + 2] = rgbaPixels[pixel * 4 + 2]
        }
        let resolved = quality.isNaN ? 0.75 : min(1, max(0, quality))
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = headless_jpeg_encode(rgb, Int32(width), Int32(height), Int32((resolved * 100).rounded()), &output, &length)
        guard status == 0, let output else { return nil }
        defer { headless_jpeg_free(output) }
        return Data(bytes: output, count: length)
    }

    /// The width and height a PNG's IHDR chunk claims (the first chunk, right after the
    /// signature), or nil when there is none.
    static func pngHeaderSize(_ data: Data) -> (width: Int, height: Int)? {
        let header = [UInt8](data.prefix(24))
        guard header.count == 24, header[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
        func word(_ at: Int) -> Int { header[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        // The PNG specification allows at most 2^31 - 1 a side; more is a damaged header.
        let width = word(16), height = word(20)
        guard width <= Int(Int32.max), height <= Int(Int32.max) else { return nil }
        return (width, height)
    }

    private static func decodePNG(_ data: Data, budget: DecodeBudget) -> Result<CGImage, DecodeFailure> {
        // The budget from IHDR before Cairo allocates the surface (4 bytes a pixel).
        guard let (width, height) = pngHeaderSize(data), width > 0, height > 0 else { return .failure(.damaged(format: "PNG")) }
        // IHDR's fields are at most 2^31 - 1, so their product fits in an Int; four times it
        // may not, and is then over any budget.
        let pixelCount = width * height
        if pixelCount > budget.maximumPixels {
            return .failure(.overPixelBudget(format: "PNG", width: width, height: height, limit: budget.maximumPixels))
        }
        let (bytes, overflow) = pixelCount.multipliedReportingOverflow(by: 4)
        if overflow || bytes > budget.maximumBytes {
            return .failure(.overMemoryBudget(format: "PNG", width: width, height: height, bytes: overflow ? Int.max : bytes,
                                              limit: budget.maximumBytes))
        }
        let source = DataSource(data)
        guard let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<DataSource>.fromOpaque(closure).takeUnretainedValue()
            return source.read(into: buffer, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, Unmanaged.passUnretained(source).toOpaque()) else { return .failure(.damaged(format: "PNG")) }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return .failure(.damaged(format: "PNG")) }
        // Cairo decodes greyscale and RGB PNGs to RGB24, whose unused byte is not alpha.
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        guard var pixels = CairoCanvas.rgbaPixels(of: surface) else { return .failure(.damaged(format: "PNG")) }
        if opaque { for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 } }
        guard let image = CGImage(width: Int(cairo_image_surface_get_width(surface)),
                                  height: Int(cairo_image_surface_get_height(surface)), rgbaPixels: pixels) else {
            return .failure(.damaged(format: "PNG"))
        }
        return .success(image)
    }

    private static func decodeJPEG(_ data: Data, budget: DecodeBudget) -> Result<CGImage, DecodeFailure> {
        var pixels: UnsafeMutablePointer<UInt8>?
        var details = headless_jpeg_info()
        var limits = headless_jpeg_limits(max_pixels: UInt64(budget.maximumPixels), max_bytes: UInt64(budget.maximumBytes),
                                          max_scans: Int32(clamping: budget.maximumScans))
        let status = data.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return Int32(HEADLESS_JPEG_BAD_ARGUMENT) }
            return headless_jpeg_decode(base, raw.count, &limits, &pixels, &details)
        }
        let width = Int(details.width), height = Int(details.height)
        switch Int(status) {
        case HEADLESS_JPEG_OK:
            break
        case HEADLESS_JPEG_OVER_PIXELS:
            return .failure(.overPixelBudget(format: "JPEG", width: width, height: height, limit: budget.maximumPixels))
        case HEADLESS_JPEG_OVER_BYTES:
            return .failure(.overMemoryBudget(format: "JPEG", width: width, height: height,
                                              bytes: Int(clamping: details.bytes), limit: budget.maximumBytes))
        case HEADLESS_JPEG_OVER_SCANS:
            return .failure(.overScanBudget(width: width, height: height, limit: budget.maximumScans))
        default:
            return .failure(.damaged(format: "JPEG"))
        }
        guard let pixels else { return .failure(.damaged(format: "JPEG")) }
        defer { headless_jpeg_free(pixels) }
        let count = width * height * 4
        guard let image = CGImage(width: width, height: height,
                                  rgbaPixels: [UInt8](UnsafeBufferPointer(start: pixels, count: count))) else {
            return .failure(.damaged(format: "JPEG"))
        }
        return .success(image)
    }
}

/// Collects the bytes Cairo writes.
private final class DataSink {
    var data = Data()
}

/// Hands out bytes to Cairo's PNG reader; a read past the end fails the read.
private final class DataSource {
    let bytes: [UInt8]
    var offset = 0
    init(_ data: Data) { bytes = [UInt8](data) }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count >= 0, offset + count <= bytes.count else { return false }
        bytes.withUnsafeBufferPointer { source in
            buffer.update(from: source.baseAddress! + offset, count: count)
        }
        offset += count
        return true
    }
}
