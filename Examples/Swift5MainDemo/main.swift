// The classic entry point of an iOS app, compiled in the Swift 5 language mode, where the
// top-level code of main.swift is not on the main actor: UIApplicationMain is imported as
// `@preconcurrency @MainActor`, so the call compiles as it does against the iOS SDK
// (issue 36 item 11). It never returns.
import UIKit

UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
