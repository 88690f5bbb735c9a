import HeadlessCore
import Foundation

/// The coder that objects loaded from a storyboard or a xib receive in `init(coder:)`.
///
/// Subclasses of UIKit's classes keep Apple's signature, `required init?(coder: NSCoder)`,
/// and call `super.init(coder:)`, which decodes the archived state: for a view its frame,
/// tag, identifiers, hidden flag, colour and subviews (each created with its class's
/// `init(coder:)` and added before the receiver's initializer returns); for a view
/// controller its title, identifiers and storyboard, while its view waits for `loadView()`.
///
/// Keyed decoding reads the object's element: `decodeObject(forKey:)` returns the attribute
/// of that name as a `String`, or the value of the child element with that `key` (a
/// `UIColor`, a `CGRect`/`CGSize`/`CGPoint`, a `String`), or a user-defined runtime attribute
/// with that key path (strings, numbers, Booleans, colours, rects…). Apple's archive keys
/// with the `UI` prefix (`UIText`, `UITag`) name the same values (`text`, `tag`). A key that
/// is not there decodes as nil, 0 or false; nothing raises.
@_spi(Headless) public final class InterfaceBuilderCoder: NSCoder {
    let object: IBObject
    let session: IBInstantiation
    private let colors: [String: UIColor]
    private let file: String
    private var reportedError: Error?

    init(object: IBObject, session: IBInstantiation, colors: [String: UIColor], fileName: String) {
        self.object = object
        self.session = session
        self.colors = colors
        file = fileName
        super.init()
    }

    /// The id of the object being decoded, such as `BYZ-38-t0r`.
    public var objectID: String { object.id }

    /// The name of the file the object comes from, such as `Main.storyboard`.
    public var fileName: String { file }

    /// A decoded value, before it is converted to what the caller asks for.
    enum Value {
        case string(String)
        case number(Double)
        case bool(Bool)
        case color(UIColor)
        case rect(CGRect)
        case size(CGSize)
        case point(CGPoint)
        case null

        var object: Any? {
            switch self {
            case .string(let value): return value
            case .number(let value): return value
            case .bool(let value): return value
            case .color(let value): return value
            case .rect(let value): return value
            case .size(let value): return value
            case .point(let value): return value
            case .null: return nil
            }
        }

        var double: Double? {
            switch self {
            case .number(let value): return value
            case .bool(let value): return value ? 1 : 0
            case .string(let text):
                if text == "YES" { return 1 }
                if text == "NO" { return 0 }
                return Double(text).flatMap { $0.isFinite ? $0 : nil }
            default: return nil
            }
        }
    }

    /// The value archived under a key, if any.
    func value(forKey key: String) -> Value? {
        if let value = lookUp(key) { return value }
        if key.hasPrefix("UI"), key.count > 2 {
            let rest = key.dropFirst(2)
            return lookUp(rest.prefix(1).lowercased() + rest.dropFirst())
        }
        return nil
    }

    private func lookUp(_ key: String) -> Value? {
        if let attributes = object.property("userDefinedRuntimeAttributes") {
            for attribute in attributes.children where attribute["keyPath"] == key {
                return runtimeAttribute(attribute)
            }
        }
        if let element = object.properties.first(where: { $0.key == key }) {
            return elementValue(element)
        }
        if key == "accessibilityIdentifier", let identifier = object.property("accessibility")?["identifier"] {
            return .string(identifier)
        }
        if let text = object[key] { return .string(text) }
        return nil
    }

    private func runtimeAttribute(_ attribute: IBElement) -> Value? {
        switch attribute["type"] {
        case "string", "localizedString": return attribute["value"].map(Value.string)
        case "boolean": return attribute.flag("value").map(Value.bool)
        case "number": return attribute.children.first.flatMap { $0.number("value") }.map(Value.number)
            ?? attribute.number("value").map(Value.number)
        case "nil": return .null
        default:
            if let child = attribute.children.first { return elementValue(child) }
            return attribute["value"].map(Value.string)
        }
    }

    private func elementValue(_ element: IBElement) -> Value? {
        switch element.name {
        case "string", "mutableString": return .string(element.text)
        case "nil": return .null
        case "color":
            if case .success(let color) = IBColorParser.color(element, resources: colors) { return .color(color) }
            return nil
        case "rect":
            guard let x = element.number("x"), let y = element.number("y"), let width = element.number("width"),
                  let height = element.number("height") else { return nil }
            return .rect(CGRect(x: x, y: y, width: width, height: height))
        case "size":
            guard let width = element.number("width"), let height = element.number("height") else { return nil }
            return .size(CGSize(width: width, height: height))
        case "point":
            guard let x = element.number("x"), let y = element.number("y") else { return nil }
            return .point(CGPoint(x: x, y: y))
        case "real", "integer": return element.number("value").map(Value.number)
        case "boolean": return element.flag("value").map(Value.bool)
        default: return nil
        }
    }

    /// The object created for the object named by a key: a child with that key (a cell's
    /// `contentView`) or an attribute holding an id (a cell's `textLabel`).
    @MainActor func decodeReference(forKey key: String) -> AnyObject? {
        if let child = object.keyed.first(where: { $0.key == key }) { return session.instance(child.id) }
        if let id = object[key] { return session.instance(id) }
        return nil
    }

    /// The image named by an attribute, sized as the file's resources record it.
    @MainActor func decodeImage(forKey key: String) -> UIImage? {
        guard let name = object[key], !name.isEmpty else { return nil }
        return UIImage(name: name, size: session.document.imageSizes[name] ?? .zero)
    }

    // MARK: NSCoder

    public override var allowsKeyedCoding: Bool { true }
    public override var requiresSecureCoding: Bool { false }
    public override var systemVersion: UInt32 { 1000 }
    public override var allowedClasses: [AnyClass]? { nil }

    /// The error an initializer reported with ``failWithError(_:)``, if any.
    public override var error: Error? { reportedError }

    /// Records a decoding failure; nothing raises, and the object's initializer decides
    /// whether to return nil.
    public override func failWithError(_ error: Error) { reportedError = error }

    public override func containsValue(forKey key: String) -> Bool { value(forKey: key) != nil }
    public override func decodeObject(forKey key: String) -> Any? { value(forKey: key)?.object }
    public override func decodePropertyList(forKey key: String) -> Any? { decodeObject(forKey: key) }
    public override func decodeBool(forKey key: String) -> Bool { (value(forKey: key)?.double ?? 0) != 0 }
    public override func decodeDouble(forKey key: String) -> Double { value(forKey: key)?.double ?? 0 }
    public override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
    public override func decodeInteger(forKey key: String) -> Int { integer(forKey: key) }
    public override func decodeCInt(forKey key: String) -> Int32 { Int32(clamping: integer(forKey: key)) }
    public override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: integer(forKey: key)) }
    public override func decodeInt64(forKey key: String) -> Int64 { Int64(integer(forKey: key)) }

    private func integer(forKey key: String) -> Int {
        guard let value = value(forKey: key)?.double, value.magnitude < 9.0e18 else { return 0 }
        return Int(value)
    }

    public override func withDecodedUnsafeBytes<ResultType>(forKey key: String, body: (UnsafeRawBufferPointer?) throws -> ResultType) rethrows -> ResultType {
        try body(nil)
    }

    public override func withDecodedUnsafeBufferPointer<ResultType>(forKey key: String, body: (UnsafeBufferPointer<UInt8>?) throws -> ResultType) rethrows -> ResultType {
        try body(nil)
    }

    public override func decodeValue(ofObjCType type: UnsafePointer<Int8>, at data: UnsafeMutableRawPointer) {}
    public override func decodeData() -> Data? { nil }
    public override func decodePropertyList() -> Any? { nil }
    public override func version(forClassName className: String) -> Int { 0 }

    // Encoding is not what this coder is for; calls are ignored instead of raising.
    public override func encodeValue(ofObjCType type: UnsafePointer<Int8>, at addr: UnsafeRawPointer) {}
    public override func encode(_ data: Data) {}
    public override func encode(_ objv: Any?, forKey key: String) {}
    public override func encodeConditionalObject(_ objv: Any?, forKey key: String) {}
    public override func encode(_ boolv: Bool, forKey key: String) {}
    public override func encode(_ intv: Int, forKey key: String) {}
    public override func encode(_ intv: Int32, forKey key: String) {}
    public override func encode(_ intv: Int64, forKey key: String) {}
    public override func encode(_ realv: Float, forKey key: String) {}
    public override func encode(_ realv: Double, forKey key: String) {}
    public override func encodeBytes(_ bytesp: UnsafePointer<UInt8>?, length lenv: Int, forKey key: String) {}
    public override func encodePropertyList(_ aPropertyList: Any) {}
}

extension NSCoder {
    /// Decodes a rectangle; zero when the key is absent or the coder has none.
    public func decodeCGRect(forKey key: String) -> CGRect {
        if let coder = self as? InterfaceBuilderCoder, case .rect(let rect)? = coder.value(forKey: key) { return rect }
        return decodeObject(forKey: key) as? CGRect ?? .zero
    }

    /// Decodes a size; zero when the key is absent or the coder has none.
    public func decodeCGSize(forKey key: String) -> CGSize {
        if let coder = self as? InterfaceBuilderCoder, case .size(let size)? = coder.value(forKey: key) { return size }
        return decodeObject(forKey: key) as? CGSize ?? .zero
    }

    /// Decodes a point; zero when the key is absent or the coder has none.
    public func decodeCGPoint(forKey key: String) -> CGPoint {
        if let coder = self as? InterfaceBuilderCoder, case .point(let point)? = coder.value(forKey: key) { return point }
        return decodeObject(forKey: key) as? CGPoint ?? .zero
    }
}
