import Foundation

extension InfoPlist {
    /// Whether a binary property list holds a set object (marker `0xC_`).
    ///
    /// An Info.plist never holds a set (XML property lists cannot express one), and Foundation on
    /// Linux crashes while bridging a malformed set out of a damaged binary plist (found by the
    /// `infoplist` fuzz target), so such a file is refused before Foundation reads it. The walk
    /// reads the 32-byte trailer and the offset table only, with every offset bounds-checked and
    /// at most one step per byte of the table, so it costs O(size) whatever the trailer claims.
    static func binaryPlistHoldsSet(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        guard bytes.count >= 40 else { return false }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        guard (1...8).contains(offsetSize) else { return false }
        func integer(at start: Int, size: Int) -> Int? {
            guard start >= 0, size <= 8, start + size <= bytes.count else { return nil }
            var value: UInt64 = 0
            for byte in bytes[start..<start + size] { value = value << 8 | UInt64(byte) }
            return value <= UInt64(Int.max) ? Int(value) : nil
        }
        guard let objectCount = integer(at: trailer + 8, size: 8),
              let tableStart = integer(at: trailer + 24, size: 8), tableStart < trailer else { return false }
        let count = min(objectCount, (trailer - tableStart) / offsetSize)
        for index in 0..<count {
            guard let offset = integer(at: tableStart + index * offsetSize, size: offsetSize),
                  offset >= 8, offset < trailer else { continue }
            if bytes[offset] >> 4 == 0xC { return true }
        }
        return false
    }
}
