import HeadlessCore

/// Which classes are the framework's own (declared in this module) rather than the app's.
///
/// Known per class for the whole process, since a class's module does not change and
/// `String(reflecting:)` costs thousands of instructions a call.
@MainActor
enum FrameworkClasses {
    // Safety: unchecked exclusivity: a main-actor cache read and written in one statement each, never across a call.
    @exclusivity(unchecked) private static var known: [ObjectIdentifier: Bool] = [:]

    /// Whether `type` is declared in the framework (`UIKit.UIView`, `UIKit.UINavigationController`).
    static func contains(_ type: AnyObject.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let answer = known[key] { return answer }
        let answer = String(reflecting: type).hasPrefix("UIKit.")
        known[key] = answer
        return answer
    }
}
