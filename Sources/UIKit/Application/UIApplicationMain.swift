import HeadlessCore
import Foundation

/// Starts the app: creates the application object and its delegate, launches the app on a
/// simulated device, runs the actions of the command line, and ends the process. It never
/// returns.
///
/// Call it from `main.swift` exactly as an iOS app does:
///
/// ```swift
/// UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
/// ```
///
/// - Parameters:
///   - argc: The number of command-line arguments.
///   - argv: The command-line arguments; see `AppCommandLine` for the options read.
///   - principalClassName: The name of the `UIApplication` subclass to create; nil reads the
///     Info.plist's `NSPrincipalClass`, else `UIApplication`.
///   - delegateClassName: The name of the app delegate's class, which must be a `UIResponder`
///     subclass conforming to ``UIApplicationDelegate``.
///
/// There is no Objective-C runtime: classes are found by their Swift name (see
/// `NSStringFromClass`, which gives `Module.Class`); an unqualified name is tried in the
/// app's module (the executable's name) and in `UIKit`. The process ends with `exit`: status
/// 0 after the actions, or when the app is killed or terminated; see `AppCommandLine` for
/// the others.
///
/// Imported from the iOS SDK as `@preconcurrency @MainActor`, so is it here: the top-level
/// code of a `main.swift` in the Swift 5 language mode is not on the main actor, and the
/// classic call must compile there as it does on iOS (issue 36 item 11).
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let arguments = (0..<Int(max(0, argc))).map { index in argv[index].map { String(cString: $0) } ?? "" }
    ApplicationProcess.run(.init(arguments: arguments, principalClassName: principalClassName,
                                 delegateClassName: delegateClassName, delegateType: nil))
}

extension UIApplicationDelegate {
    /// The entry point of an app whose delegate is marked `@main`, as on iOS:
    ///
    /// ```swift
    /// @main
    /// class AppDelegate: UIResponder, UIApplicationDelegate { … }
    /// ```
    ///
    /// Runs ``UIApplicationMain(_:_:_:_:)`` with this class as the delegate class.
    @MainActor
    public static func main() {
        ApplicationProcess.run(.init(arguments: CommandLine.arguments, principalClassName: nil,
                                     delegateClassName: nil, delegateType: Self.self))
    }
}
