import HeadlessCore
import Foundation

/// Key-value coding on the application's class object, as Objective-C-era code reaches the
/// shared application without naming the property (PanModal:
/// `UIApplication.value(forKeyPath: #keyPath(UIApplication.shared))`, which the port turns
/// into the string "shared"). On iOS the class object is an `NSObject` and answers its class
/// properties by name; here the class answers `shared` (Objective-C's `sharedApplication`),
/// and the rest of a longer path is read on the application (References §57.7). Any other key
/// is reported (`application.keyValueCoding.unknownKey`; iOS raises `NSUnknownKeyException`)
/// and reads as nil.
extension UIApplication {
    /// The class property named `key`: `shared` or `sharedApplication`.
    public class func value(forKey key: String) -> Any? {
        switch key {
        case "shared", "sharedApplication": return shared
        default:
            HeadlessRuntime.current.report(.error, .applicationKeyValueCodingUnknownKey,
                                           "UIApplication.value(forKey: \"\(key)\"): the class object has no property of that name that key-value coding reaches here (on iOS this raises NSUnknownKeyException); nil was returned. Use UIApplication.shared, or the property itself.")
            return nil
        }
    }

    /// The value at a key path that starts at the class object: its first key is a class
    /// property (``value(forKey:)``); a following `keyWindow` or `delegate` is read on it.
    public class func value(forKeyPath keyPath: String) -> Any? {
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = keys.first, let application = value(forKey: first) as? UIApplication else { return nil }
        guard keys.count > 1 else { return application }
        let rest = keys.dropFirst().joined(separator: ".")
        switch rest {
        case "keyWindow": return application.keyWindow
        case "delegate": return application.delegate
        default:
            HeadlessRuntime.current.report(.error, .applicationKeyValueCodingUnknownKey,
                                           "UIApplication.value(forKeyPath: \"\(keyPath)\"): \"\(rest)\" is not a key path of the application that key-value coding reaches here (on iOS it may raise NSUnknownKeyException); nil was returned. Read the property itself.")
            return nil
        }
    }
}
