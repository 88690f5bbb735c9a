/// An Objective-C-only construct the rewriter rewrites, for its counts.
public enum Construct: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `@UIApplicationMain` → `@main`.
    case applicationMain = "@UIApplicationMain"
    /// `@IBOutlet` → a plain property and a generated setter.
    case outlet = "@IBOutlet"
    /// `@IBOutlet` on an array → a plain property and a generated appending setter.
    case outletCollection = "@IBOutlet collection"
    /// `@IBAction` → a selector-table entry.
    case action = "@IBAction"
    /// `@IBSegueAction` → a selector-table entry.
    case segueAction = "@IBSegueAction"
    /// `@objc` on a method → a selector-table entry.
    case objcMethod = "@objc method"
    /// `@objc` elsewhere (classes, properties, protocols), `@objcMembers`, `dynamic` → removed.
    case objcAttribute = "@objc other"
    /// `@objc dynamic` stored property → a `didSet` reporting to appearance proxies.
    case appearanceProperty = "@objc dynamic property"
    /// `#selector(...)` → `Selector("name:")`.
    case selectorExpression = "#selector"
    /// `#keyPath(...)` → a string literal.
    case keyPath = "#keyPath"
    /// An override in an extension → moved into the class body.
    case movedOverride = "override in extension"
    /// `@IBInspectable`, `@IBDesignable`, `@GKInspectable` → removed.
    case interfaceBuilderAttribute = "@IBInspectable/@IBDesignable"
    /// `@objc optional` protocol requirement → a requirement with a default implementation.
    case optionalRequirement = "optional requirement"
    /// `delegate?.method?()` → `delegate?.method()`.
    case optionalRequirementCall = "optional requirement call"
    /// `value.init()` on a class metatype value → `_headlessPortMake(value)`.
    case metatypeInit = "metatype init()"
    /// `os(iOS)`, `targetEnvironment(simulator)` in `#if` → `true` (other platforms → `false`).
    case platformCondition = "#if os()"
    /// `import UIKit.UIColor` → `import UIKit`.
    case submoduleImport = "submodule import"
    /// A method that implements a requirement of an `@objc` protocol, so is `@objc` without
    /// the attribute → a selector-table entry.
    case implicitObjcMethod = "implicit @objc method"
    /// A selector method's parameter that its body never reads, whose type an Objective-C
    /// sender of another class could not fill → `Any?`.
    case unusedSenderParameter = "unused sender parameter"
    /// `Timer.scheduledTimer(…)`, `Timer(…)` → `HeadlessTimer`, on the virtual clock.
    case virtualTimer = "Timer"
    /// `RunLoop.main.add(…)`, `.run(until:)`… → `HeadlessRunLoop`, on the virtual clock.
    case virtualRunLoop = "RunLoop.main"
    /// `asyncAfter(deadline:…)` → `virtualAsyncAfter(deadline:…)`, on the virtual clock.
    case virtualAsyncAfter = "asyncAfter"
    /// `URLProtocol.registerClass(…)` → `HeadlessURLProtocol.registerClass(…)`.
    case protocolRegistration = "URLProtocol.registerClass"
    /// `Task { … }`, `Task.detached { … }` → `Task.headless`, `Task.headlessDetached`: tasks
    /// the waits see.
    case trackedTask = "Task {}"
    /// `Task.sleep(nanoseconds:)`, `(for:)`, `(until:clock:)` → `Task.headlessSleep`, on the
    /// virtual clock.
    case virtualSleep = "Task.sleep"
    /// `URLSession(configuration: …)` → `URLSession.headless(configuration: …)`: answered by
    /// the network mode and seen by the waits.
    case sessionConfiguration = "URLSession(configuration:)"
    /// `type(of: object).description()`, the Objective-C class method on a metatype →
    /// `_headlessClassDescription(type(of: object))`.
    case classDescription = "type(of:).description()"
    /// `NSAttributedString()`, `RelativeDateTimeFormatter`, `UserDefaults.value(forKey:)`: API
    /// Linux's Foundation lacks → the file imports HeadlessUIKit's SPI that supplies it (§61).
    case foundationGap = "Foundation gap"
    /// `NSPredicate(format: …)` → `NSPredicate.headless(format: …)`: parsed by HeadlessUIKit
    /// (Linux's Foundation stops at it).
    case predicateFormat = "NSPredicate(format:)"
    /// `NSSortDescriptor(key:ascending:)` → `NSSortDescriptor.headless(key:ascending:)`
    /// (unavailable in Linux's Foundation).
    case keySortDescriptor = "NSSortDescriptor(key:)"

    public static func < (lhs: Construct, rhs: Construct) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
