import Foundation

extension String {
    /// Replaces the characters in `range` (UTF-16 offsets, as `NSRange` counts them) with
    /// `replacement`, in place; `length` is the string's length in UTF-16 units. Returns false,
    /// changing nothing, when the range is not inside the string.
    ///
    /// The string is edited where it lies instead of being rebuilt through `NSString` (a copy
    /// of the whole text per typed character, which made typing n characters cost n²): the
    /// range's ends are found in constant time in an ASCII string and by stepping from the
    /// nearer end otherwise, so typing at the end costs the same at any length
    /// (References §51.1). A range that splits a surrogate pair goes through `NSString`, which
    /// can split one, as before.
    mutating func replaceUTF16Range(_ range: NSRange, length: Int, with replacement: String) -> Bool {
        guard range.location >= 0, range.length >= 0, range.location <= length - range.length else { return false }
        let end = range.location + range.length
        let lower: String.Index
        let upper: String.Index
        if utf8.count == length {
            // As many UTF-8 bytes as UTF-16 units: every character is ASCII.
            lower = utf8.index(utf8.startIndex, offsetBy: range.location)
            upper = utf8.index(lower, offsetBy: range.length)
        } else {
            upper = utf16Index(at: end, length: length)
            lower = range.length == 0 ? upper : utf16Index(at: range.location, length: length)
        }
        guard lower.samePosition(in: unicodeScalars) != nil, upper.samePosition(in: unicodeScalars) != nil else {
            self = (self as NSString).replacingCharacters(in: range, with: replacement)
            return true
        }
        replaceSubrange(lower..<upper, with: replacement)
        return true
    }

    /// The index `offset` UTF-16 units into the string, stepping from the nearer end.
    private func utf16Index(at offset: Int, length: Int) -> String.Index {
        let units = utf16
        var index: String.Index
        if offset <= length - offset {
            index = units.startIndex
            for _ in 0..<offset { units.formIndex(after: &index) }
        } else {
            index = units.endIndex
            for _ in 0..<(length - offset) { units.formIndex(before: &index) }
        }
        return index
    }
}
