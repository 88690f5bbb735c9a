// The entry point of an iOS app written before `@main`: UIApplicationMain with the
// delegate's class name. It never returns.
import UIKit

UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
