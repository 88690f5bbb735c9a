import SwiftSyntax

/// Finds the calls that read real time or wait on Foundation's run loop, and the edits that
/// send them to HeadlessUIKit's virtual clock (issue 35, item 4; References §49.1):
///
/// ```swift
/// Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { … }   // before
/// HeadlessTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { … }   // after
///
/// let timer = Timer(timeInterval: 0.5, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
/// let timer = HeadlessTimer(timeInterval: 0.5, target: self, selector: Selector("tick"), userInfo: nil, repeats: true)
///
/// RunLoop.main.add(timer, forMode: .common)          →  HeadlessRunLoop.main.add(timer, forMode: .common)
/// RunLoop.current.run(until: Date() + 1)             →  HeadlessRunLoop.current.run(until: Date() + 1)
/// DispatchQueue.main.asyncAfter(deadline: .now() + 2) { … }   →  DispatchQueue.main.virtualAsyncAfter(deadline: .now() + 2) { … }
/// URLProtocol.registerClass(StubProtocol.self)       →  HeadlessURLProtocol.registerClass(StubProtocol.self)
/// Task { await load() }                              →  Task.headless { await load() }
/// Task.detached(priority: .low) { … }                →  Task.headlessDetached(priority: .low) { … }
/// try await Task.sleep(for: .seconds(2))             →  try await Task.headlessSleep(for: .seconds(2))
/// URLSession(configuration: .default)                →  URLSession.headless(configuration: .default)
/// ```
///
/// The app's tasks then run with the engine's executor as their preference, so that `wait`
/// and the test waits see work that has not reached URLSession yet, and a session of its own
/// is answered by the network mode and seen by the waits (References §54).
///
/// Only the names change, in place, so columns after them shift and lines keep their numbers.
/// `var timer: Timer?`, `timer.invalidate()`, `isValid` and `fireDate` stay: `HeadlessTimer`
/// is a subclass of Foundation's `Timer`. The edited file needs `@_spi(Headless) import UIKit`
/// (``uses``). Types the module declares itself named `Timer` or `RunLoop` are left alone.
final class VirtualTimeCalls: SyntaxVisitor {
    private(set) var edits: [TextEdit] = []
    private(set) var uses: [Construct: Int] = [:]
    private let skipsTimer: Bool
    private let skipsRunLoop: Bool
    private let skipsTask: Bool

    init(moduleDeclares names: Set<String>) {
        skipsTimer = names.contains("Timer")
        skipsRunLoop = names.contains("RunLoop")
        skipsTask = names.contains("Task")
        super.init(viewMode: .sourceAccurate)
    }

    /// The edits for one tree.
    static func edits(in tree: some SyntaxProtocol, moduleDeclares names: Set<String>) -> (edits: [TextEdit], uses: [Construct: Int]) {
        let finder = VirtualTimeCalls(moduleDeclares: names)
        finder.walk(tree)
        return (finder.edits, finder.uses)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `Timer(…)`, `Foundation.Timer(…)`.
        if !skipsTimer, let token = Self.timerToken(node.calledExpression) {
            rename(token, to: "HeadlessTimer", .virtualTimer)
        }
        // `….asyncAfter(deadline: …)` (not `wallDeadline:`): the SPI member decides at run
        // time whether the queue is the main queue.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "asyncAfter",
           node.arguments.first?.label?.text == "deadline" {
            rename(member.declName.baseName, to: "virtualAsyncAfter", .virtualAsyncAfter)
        }
        // `Task { … }`, `Task(priority: …) { … }`, `Task<Int, Never> { … }`, `Task.init { … }`,
        // `Task.detached { … }`: the app's tasks, which the waits see (References §54.1).
        if !skipsTask, node.trailingClosure != nil || node.arguments.contains(where: { $0.label?.text == "operation" }) {
            if let token = Self.taskTypeEnd(node.calledExpression) {
                insert(".headless", after: token, .trackedTask)
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                      Self.taskTypeEnd(base) != nil {
                switch member.declName.baseName.text {
                case "init": rename(member.declName.baseName, to: "headless", .trackedTask)
                case "detached": rename(member.declName.baseName, to: "headlessDetached", .trackedTask)
                default: break
                }
            }
        }
        // `Task.sleep(nanoseconds:)`, `Task.sleep(for:)`, `Task.sleep(until:clock:)` with the
        // continuous or suspending clock (or the default one): a sleep on the virtual clock
        // (References §54.5). Another clock (a test clock of the app's own) keeps its sleep.
        if !skipsTask, let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "sleep",
           let base = member.base, Self.taskTypeEnd(base) != nil,
           let first = node.arguments.first?.label?.text, ["nanoseconds", "for", "until"].contains(first),
           node.arguments.allSatisfy({ $0.label?.text != "clock" || Self.isSystemClock($0.expression) }) {
            rename(member.declName.baseName, to: "headlessSleep", .virtualSleep)
        }
        // `URLSession(configuration: …)`: a session of the app's own, answered by the network
        // mode and seen by the waits (References §54.2).
        if node.arguments.first?.label?.text == "configuration" {
            if let token = Self.typeToken(node.calledExpression, named: "URLSession") {
                insert(".headless", after: token, .sessionConfiguration)
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
                      Self.typeToken(member.base, named: "URLSession") != nil {
                rename(member.declName.baseName, to: "headless", .sessionConfiguration)
            }
        }
        return .visitChildren
    }

    /// The names among `Timer`, `RunLoop`, `Task`, `NSPredicate` and `NSSortDescriptor` that a
    /// tree declares as a struct, enum, actor or type alias (a to-do app's `struct Task`), whose
    /// calls stay as written.
    static func shadowingTypes(in tree: some SyntaxProtocol) -> Set<String> {
        let finder = ShadowingTypeFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.names
    }

    /// `.continuous`, `.suspending`, `ContinuousClock()`, `SuspendingClock()`.
    private static func isSystemClock(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return ["continuous", "suspending"].contains(member.declName.baseName.text)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return ["ContinuousClock", "SuspendingClock"].contains(reference.baseName.text)
        }
        return false
    }

    /// The last token of `Task` or `Task<Success, Failure>` (where `.headless` goes).
    private static func taskTypeEnd(_ expression: ExprSyntax) -> TokenSyntax? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "Task" {
            return reference.baseName
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self),
           specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task" {
            return specialized.genericArgumentClause.rightAngle
        }
        return nil
    }

    private func insert(_ text: String, after token: TokenSyntax, _ construct: Construct) {
        let end = token.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(TextEdit(start: end, end: end, text: text))
        uses[construct, default: 0] += 1
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        // `Timer.scheduledTimer(…)`, `Timer.init(…)`.
        if !skipsTimer, ["scheduledTimer", "init"].contains(name), let base = node.base, let token = Self.timerToken(base) {
            rename(token, to: "HeadlessTimer", .virtualTimer)
        }
        // `RunLoop.main.add(…)`, `RunLoop.current.run(until:)`, `.run(mode:before:)`, `.perform(…)`.
        if !skipsRunLoop, ["add", "run", "perform"].contains(name), let loop = node.base?.as(MemberAccessExprSyntax.self),
           ["main", "current"].contains(loop.declName.baseName.text), let token = Self.typeToken(loop.base, named: "RunLoop") {
            rename(token, to: "HeadlessRunLoop", .virtualRunLoop)
        }
        // `URLProtocol.registerClass(…)`: on Linux a registered class comes after the built-in
        // HTTP protocol; the engine's protocol hands requests to it first, as iOS does.
        if ["registerClass", "unregisterClass"].contains(name), let token = Self.typeToken(node.base, named: "URLProtocol") {
            rename(token, to: "HeadlessURLProtocol", .protocolRegistration)
        }
        return .visitChildren
    }

    /// The `Timer` token of `Timer` or `Foundation.Timer`.
    private static func timerToken(_ expression: ExprSyntax) -> TokenSyntax? {
        typeToken(expression, named: "Timer")
    }

    /// The token naming `type` in `type` or `Foundation.type`.
    private static func typeToken(_ expression: ExprSyntax?, named type: String) -> TokenSyntax? {
        guard let expression else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text == type {
            return reference.baseName
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == type,
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Foundation" {
            // `Foundation.Timer` → `HeadlessTimer`: the whole qualified name is replaced.
            return member.declName.baseName
        }
        return nil
    }

    private func rename(_ token: TokenSyntax, to name: String, _ construct: Construct) {
        var start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        // `Foundation.Timer`: the module qualifier goes too (UIKit's SPI type is meant).
        if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName == token,
           let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "Foundation" {
            start = base.positionAfterSkippingLeadingTrivia.utf8Offset
        }
        edits.append(TextEdit(start: start, end: token.endPositionBeforeTrailingTrivia.utf8Offset, text: name))
        uses[construct, default: 0] += 1
    }
}

/// Finds the declarations that shadow the standard types the port rewrites calls of.
private final class ShadowingTypeFinder: SyntaxVisitor {
    private static let watched: Set<String> = ["Timer", "RunLoop", "Task", "NSPredicate", "NSSortDescriptor"]
    var names: Set<String> = []

    private func note(_ name: TokenSyntax) {
        if Self.watched.contains(name.text) { names.insert(name.text) }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name); return .visitChildren }
}
