import Foundation

/// The coder that makes an appearance proxy: a class's `init(coder:)` sees it and makes a
/// plain, untraced instance.
///
/// It holds nothing: every key is absent. As the decoder of an archive would, it is handed
/// the view that `UIView`'s `init(coder:)` is building (``decodeState(of:)``) and keeps it
/// when it is an instance of the class asked for: if an app's `init(coder:)` then returns nil,
/// that instance is complete (Swift initializes a class's stored properties before its
/// superclass's initializer runs) and is kept alive here, so it can still serve as the proxy
/// (`AppearanceRegistry+Making.swift`).
final class AppearanceProxyCoder: NSCoder, @unchecked Sendable {
    /// The class whose proxy is made.
    private let madeType: ObjectIdentifier
    /// The instance of ``madeType`` that `UIView.init(coder:)` built, if it ran.
    private(set) var builtView: UIView?

    /// Creates the coder for a proxy of `type`.
    init(making type: AnyObject.Type) {
        madeType = ObjectIdentifier(type)
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeInt32(forKey key: String) -> Int32 { 0 }
    override func decodeInt64(forKey key: String) -> Int64 { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
}

extension AppearanceProxyCoder: ArchiveDecoding {
    /// Decodes nothing; keeps the view if it is the proxy being made (a view the initializer
    /// makes with the same coder is of another class, or comes second).
    @MainActor func decodeState(of view: UIView) {
        guard builtView == nil, ObjectIdentifier(type(of: view)) == madeType else { return }
        builtView = view
    }
}
