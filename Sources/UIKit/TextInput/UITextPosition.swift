import HeadlessCore
import Foundation

/// A position in a text container's text. Apple leaves the representation to each text
/// object; the project's text fields and text views use an offset in UTF-16 units, as
/// `NSRange` counts.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// Creates a position; text objects make their own.
    public override init() { super.init() }
}

/// A range of a text container's text, from ``start`` to ``end``.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    /// Creates a range; text objects make their own.
    public override init() { super.init() }
    /// Whether the range holds no text.
    open var isEmpty: Bool { true }
    /// Where the range starts.
    open var start: UITextPosition { UITextPosition() }
    /// Where the range ends.
    open var end: UITextPosition { UITextPosition() }
}

/// A position of the project's text objects: an offset in UTF-16 units.
final class IndexedTextPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }
    override func isEqual(_ object: Any?) -> Bool { (object as? IndexedTextPosition)?.offset == offset }
    override var hash: Int { offset }
    override var description: String { "UITextPosition(\(offset))" }
}

/// A range of the project's text objects, in UTF-16 units.
final class IndexedTextRange: UITextRange {
    let range: NSRange
    init(_ range: NSRange) {
        self.range = range
        super.init()
    }
    override var isEmpty: Bool { range.length == 0 }
    override var start: UITextPosition { IndexedTextPosition(range.location) }
    override var end: UITextPosition { IndexedTextPosition(range.location + range.length) }
    override func isEqual(_ object: Any?) -> Bool { (object as? IndexedTextRange)?.range == range }
    override var hash: Int { range.location &* 31 &+ range.length }
    override var description: String { "UITextRange{\(range.location), \(range.length)}" }
}

/// The arithmetic UITextField and UITextView share over their UTF-16 text.
@MainActor
enum TextPositions {
    /// A position's offset, or nil (with a diagnostic) for a position another object made.
    static func offset(_ position: UITextPosition, in owner: UIView, length: Int) -> Int? {
        guard let indexed = position as? IndexedTextPosition else {
            owner.runtime.report(.warning, .textInputForeignPosition,
                                 "\(owner.traceName) was given a UITextPosition it did not make (\(type(of: position))): use positions from its beginningOfDocument, endOfDocument or position(from:offset:). Nothing was done.",
                                 about: owner)
            return nil
        }
        return min(max(0, indexed.offset), length)
    }

    /// A range's NSRange, clamped to the text, or nil for a foreign range.
    static func range(_ range: UITextRange, in owner: UIView, length: Int) -> NSRange? {
        guard let start = offset(range.start, in: owner, length: length),
              let end = offset(range.end, in: owner, length: length) else { return nil }
        return NSRange(location: min(start, end), length: abs(end - start))
    }

    static func position(from position: UITextPosition, offset: Int, in owner: UIView, length: Int) -> UITextPosition? {
        guard let start = self.offset(position, in: owner, length: length) else { return nil }
        let (target, overflow) = start.addingReportingOverflow(offset)
        guard !overflow, target >= 0, target <= length else { return nil }
        return IndexedTextPosition(target)
    }

    static func text(in range: UITextRange, of text: String, owner: UIView) -> String? {
        let string = text as NSString
        guard let range = self.range(range, in: owner, length: string.length) else { return nil }
        return string.substring(with: range)
    }
}
