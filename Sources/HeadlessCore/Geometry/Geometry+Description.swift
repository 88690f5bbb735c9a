import Foundation

/// Short renderings of geometry for traces and diagnostics.
extension CGRect {
    package var traceDescription: String {
        TraceNumbers.tuple(origin.x, origin.y, size.width, size.height)
            ?? "(\(origin.x.traceNumber), \(origin.y.traceNumber), \(size.width.traceNumber), \(size.height.traceNumber))"
    }
}

extension CGSize {
    package var traceDescription: String {
        TraceNumbers.tuple(width, height) ?? "(\(width.traceNumber), \(height.traceNumber))"
    }
}

extension CGFloat {
    package var traceNumber: String {
        self == rounded() && Swift.abs(self) < 1e15 ? String(Int(self)) : String(Double(self))
    }
}

/// Fast rendering of whole-number tuples such as `(0, 0, 390, 844)`, the common case of the
/// geometry the trace prints for every `init(frame:)` and `draw(_:)`: the digits are written
/// into one buffer and the string made once (a small string, without allocation, up to 15
/// bytes), instead of four conversions and an interpolation.
package enum TraceNumbers {
    /// The rendering, or nil when a value is not a whole number below 10^15 in magnitude
    /// (the caller then formats it as ``CGFloat/traceNumber`` does).
    package static func tuple(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat? = nil, _ d: CGFloat? = nil) -> String? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 96) { buffer -> String? in
            var count = 0
            func put(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            func number(_ value: CGFloat) -> Bool {
                guard value == value.rounded(), Swift.abs(value) < 1e15 else { return false }
                var magnitude = Int(value)
                if magnitude < 0 {
                    put(UInt8(ascii: "-"))
                    magnitude = -magnitude
                }
                let start = count
                repeat {
                    put(UInt8(ascii: "0") + UInt8(magnitude % 10))
                    magnitude /= 10
                } while magnitude > 0
                var low = start
                var high = count - 1
                while low < high {
                    buffer.swapAt(low, high)
                    low += 1
                    high -= 1
                }
                return true
            }
            func next(_ value: CGFloat?) -> Bool {
                guard let value else { return true }
                put(UInt8(ascii: ","))
                put(UInt8(ascii: " "))
                return number(value)
            }
            put(UInt8(ascii: "("))
            guard number(a), next(b), next(c), next(d) else { return nil }
            put(UInt8(ascii: ")"))
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }
}

extension CGFloat {
    /// `12` rather than `12.0`; other values with at most three decimals.
    package var layoutDescription: String {
        if self == rounded(), Swift.abs(self) < 1e15 { return String(Int64(self)) }
        if !isFinite { return "\(self)" }
        var text = String(format: "%.3f", Double(self))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

extension TraceNumbers {
    /// Edge insets as the trace shows them: `{top, left, bottom, right}`.
    package static func insets(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) -> String {
        "{\(top.layoutDescription), \(left.layoutDescription), \(bottom.layoutDescription), \(right.layoutDescription)}"
    }
}
