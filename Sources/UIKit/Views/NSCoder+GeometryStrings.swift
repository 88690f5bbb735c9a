import Foundation

/// Geometry as text, as UIKit writes and reads it (`NSStringFromCGPoint`'s format):
/// `{1, 2}`, `{{0, 0}, {10, 20}}`, `[1, 0, 0, 1, 5, 6]`, `{top, left, bottom, right}`.
///
/// Reading takes the numbers of the text in order, whatever surrounds them (so `{1,2}` and
/// `{ 1 , 2 }` read alike); a text with fewer numbers than the type has reads as zero.
extension NSCoder {
    public class func string(for point: CGPoint) -> String { "{\(number(point.x)), \(number(point.y))}" }
    public class func string(for vector: CGVector) -> String { "{\(number(vector.dx)), \(number(vector.dy))}" }
    public class func string(for size: CGSize) -> String { "{\(number(size.width)), \(number(size.height))}" }
    public class func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }
    public class func string(for transform: CGAffineTransform) -> String {
        "[" + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(number).joined(separator: ", ") + "]"
    }
    public class func string(for insets: UIEdgeInsets) -> String {
        "{" + [insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: ", ") + "}"
    }

    public class func cgPoint(for string: String) -> CGPoint {
        guard let n = numbers(in: string, count: 2) else { return .zero }
        return CGPoint(x: n[0], y: n[1])
    }
    public class func cgVector(for string: String) -> CGVector {
        guard let n = numbers(in: string, count: 2) else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: n[0], dy: n[1])
    }
    public class func cgSize(for string: String) -> CGSize {
        guard let n = numbers(in: string, count: 2) else { return .zero }
        return CGSize(width: n[0], height: n[1])
    }
    public class func cgRect(for string: String) -> CGRect {
        guard let n = numbers(in: string, count: 4) else { return .zero }
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        guard let n = numbers(in: string, count: 6) else { return .identity }
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        guard let n = numbers(in: string, count: 4) else { return .zero }
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    /// A coordinate as UIKit prints it: `%.17g`, so `1` is `1` and a value reads back exactly.
    private static func number(_ value: CGFloat) -> String {
        String(format: "%.17g", Double(value))
    }

    /// The first `count` numbers of the text (each a run of digits with an optional sign,
    /// decimal point and exponent), or nil when it has fewer. One pass over the text.
    private static func numbers(in string: String, count: Int) -> [CGFloat]? {
        var found: [CGFloat] = []
        var token = ""
        func flush() {
            if !token.isEmpty, let value = Double(token) { found.append(CGFloat(value)) }
            token = ""
        }
        for character in string {
            if found.count == count { break }
            let continuesExponent = (character == "-" || character == "+") && (token.last == "e" || token.last == "E")
            if character.isNumber || character == "." || continuesExponent
                || ((character == "e" || character == "E") && !token.isEmpty)
                || ((character == "-" || character == "+") && token.isEmpty) {
                token.append(character)
            } else {
                flush()
            }
        }
        flush()
        return found.count >= count ? Array(found.prefix(count)) : nil
    }
}
