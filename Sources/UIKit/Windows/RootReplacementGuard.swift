import HeadlessCore

/// Bounds root view controller replacements made from inside other replacements.
///
/// Installing a root delivers its `viewWillAppear(_:)` synchronously; a root that sets the
/// window's `rootViewController` there starts a replacement inside the running one. One or two
/// levels are ordinary (a placeholder root that hands over to the real one); a root whose
/// every instance replaces itself never ends, and on iOS ends in a stack overflow.
@MainActor
enum RootReplacementGuard {
    /// The most replacements running one inside the other.
    static let limit = 16
    private static var depth = 0
    private static var reported = false

    /// Enters one replacement, or refuses it (reporting the first refusal of a chain).
    static func enter(_ window: UIWindow, replacing oldRoot: UIViewController?, with newRoot: UIViewController?) -> Bool {
        guard depth < limit else {
            if !reported {
                reported = true
                window.runtime.report(.error, .windowRootViewControllerReentrant,
                                      "rootViewController of \(window.traceName) was replaced \(limit) times, each from inside the appearance of the root installed before (\(oldRoot?.traceName ?? "nil") → \(newRoot?.traceName ?? "nil")): a root that replaces the window's root as it appears recurses until UIKit crashes. This replacement was refused and \(oldRoot?.traceName ?? "nil") stays the root; set the root once, outside viewWillAppear(_:).",
                                      about: newRoot)
            }
            return false
        }
        if depth == 0 { reported = false }
        depth += 1
        return true
    }

    /// Leaves the replacement entered last.
    static func leave() {
        depth -= 1
    }
}
