@_spi(Headless) import UIKit
import HeadlessCore

/// Checks a trace, event by event, against the lifecycle rules every UIKit app can rely on.
///
/// - `appearance.twice`: a view controller gets `viewWillAppear(_:)` or `viewDidAppear(_:)`
///   while it is already appearing or on screen, without disappearing in between.
/// - `appearance.unmatched`: a "did" callback without its "will", or a disappearance of a
///   controller that is not on screen (Apple's four-state machine, References §7.4;
///   the cancel edges appearing → disappearing and disappearing → appearing are legal).
/// - `appearance.isAppearing`: `viewIsAppearing(_:)` outside an appearance.
/// - `viewDidLoad.repeated`: a second `viewDidLoad()` without a new `loadView()`.
/// - `callback.afterDeinit`: a callback delivered to an object after its `deinit`.
/// - `app.edge`: the app moves only along legal edges of its five states (not running,
///   inactive, active, background, suspended), each from the state it is in; `scene.edge`:
///   the same for each scene's four states. Edges are read from the trace (callbacks and
///   notes carry them).
/// - `app.suspended`: no callback while the app is suspended, and none after its process
///   ended until it is launched again (`launch` or `open`).
///
/// Feed it with ``consume(_:)-(TraceEvent)`` (or a whole trace, ``consume(_:)-(Trace)``); it keeps the state of every instance it has seen.
public struct TraceInvariants: Sendable {
    private var appearance: [String: AppearanceState] = [:]
    private var owedLoads: [String: Int] = [:]
    private var loadedOnce: Set<String> = []
    private var released: Set<String> = []
    private var app: ApplicationLifecycleState?
    private var processEnded = false
    private var scenes: [String: UIScene.ActivationState] = [:]

    /// A checker that has seen nothing yet.
    public init() {}

    /// The appearance state each instance is in according to the trace.
    public var appearanceStates: [String: AppearanceState] { appearance }

    /// The instances whose appearance transition began and has not ended (a `viewWillAppear`
    /// not yet closed by `viewDidAppear` or a cancel).
    public var unfinishedTransitions: [String] {
        appearance.filter { $0.value.isTransitioning }.map(\.key).sorted()
    }

    /// Checks every event of a trace.
    public mutating func consume(_ trace: Trace) -> [InvariantViolation] {
        trace.events.flatMap { consume($0) }
    }

    /// The app's state according to the trace, once an edge has shown it.
    public var applicationState: ApplicationLifecycleState? { processEnded ? .notRunning : app }

    /// Checks one event and updates the state.
    public mutating func consume(_ event: TraceEvent) -> [InvariantViolation] {
        var violations: [InvariantViolation] = []
        if event.kind == .action, event.callback == "launch" || event.callback == "open", processEnded {
            // A new process: new objects, whose trace names start again at #1.
            self = TraceInvariants()
        }
        if event.kind == .callback {
            if app == .suspended {
                violations.append(InvariantViolation(rule: "app.suspended", subject: event.instance,
                                                     message: "received \(event.callback) while the app is suspended.", sequence: event.sequence))
            } else if processEnded {
                violations.append(InvariantViolation(rule: "app.suspended", subject: event.instance,
                                                     message: "received \(event.callback) after the app's process ended.", sequence: event.sequence))
            }
        }
        if let edge = event.edge, event.kind == .callback || event.kind == .note {
            violations += consumeStateEdge(edge, event)
        }
        guard event.kind == .callback else { return violations }
        violations += consumeCallback(event)
        return violations
    }

    private mutating func consumeStateEdge(_ edge: String, _ event: TraceEvent) -> [InvariantViolation] {
        let sides = edge.components(separatedBy: "→")
        guard sides.count == 2 else { return [] }
        if let from = ApplicationLifecycleState(rawValue: sides[0]), let to = ApplicationLifecycleState(rawValue: sides[1]) {
            var violations: [InvariantViolation] = []
            if let current = app, current != from {
                violations.append(InvariantViolation(rule: "app.edge", subject: event.instance,
                                                     message: "took the edge \(edge) while the app was \(current.rawValue).", sequence: event.sequence))
            } else if !from.canMove(to: to) {
                violations.append(InvariantViolation(rule: "app.edge", subject: event.instance,
                                                     message: "took the illegal edge \(edge).", sequence: event.sequence))
            }
            app = to
            if to == .notRunning { processEnded = true }
            return violations
        }
        if let from = UIScene.ActivationState(name: sides[0]), let to = UIScene.ActivationState(name: sides[1]) {
            let scene = event.arguments.first ?? event.instance
            var violations: [InvariantViolation] = []
            let current = scenes[scene] ?? .unattached
            if current != from || !from.legalSuccessors.contains(to) {
                violations.append(InvariantViolation(rule: "scene.edge", subject: scene,
                                                     message: "took the edge \(edge) while \(current).", sequence: event.sequence))
            }
            scenes[scene] = to
            return violations
        }
        return []
    }

    private mutating func consumeCallback(_ event: TraceEvent) -> [InvariantViolation] {
        let name = event.instance
        var violations: [InvariantViolation] = []
        func violate(_ rule: String, _ message: String) {
            violations.append(InvariantViolation(rule: rule, subject: name, message: message, sequence: event.sequence))
        }
        if released.contains(name) {
            violate("callback.afterDeinit", "received \(event.callback) after its deinit.")
        }
        let state = appearance[name] ?? .disappeared
        switch event.callback {
        case Callback.deinitialize.swiftName:
            released.insert(name)
            if state.isTransitioning {
                violate("appearance.unmatched", "was released while \(state.rawValue).")
            }
            appearance[name] = nil
        case Callback.loadView.swiftName:
            owedLoads[name, default: 0] += 1
        case Callback.viewDidLoad.swiftName:
            if owedLoads[name, default: 0] > 0 {
                owedLoads[name, default: 0] -= 1
            } else if loadedOnce.contains(name) {
                violate("viewDidLoad.repeated", "received viewDidLoad() again without a new loadView().")
            }
            loadedOnce.insert(name)
        case Callback.viewWillAppear.swiftName:
            if state == .appearing || state == .appeared {
                violate("appearance.twice", "received viewWillAppear(_:) while \(state.rawValue), without disappearing first.")
            }
            appearance[name] = .appearing
        case Callback.viewIsAppearing.swiftName:
            if state != .appearing {
                violate("appearance.isAppearing", "received viewIsAppearing(_:) while \(state.rawValue).")
            }
        case Callback.viewDidAppear.swiftName:
            if state == .appeared {
                violate("appearance.twice", "received viewDidAppear(_:) while already on screen, without disappearing first.")
            } else if state != .appearing {
                violate("appearance.unmatched", "received viewDidAppear(_:) while \(state.rawValue), without viewWillAppear(_:).")
            }
            appearance[name] = .appeared
        case Callback.viewWillDisappear.swiftName:
            if state == .disappeared || state == .disappearing {
                violate("appearance.unmatched", "received viewWillDisappear(_:) while \(state.rawValue).")
            }
            appearance[name] = .disappearing
        case Callback.viewDidDisappear.swiftName:
            if state != .disappearing {
                violate("appearance.unmatched", "received viewDidDisappear(_:) while \(state.rawValue), without viewWillDisappear(_:).")
            }
            appearance[name] = .disappeared
        default:
            break
        }
        return violations
    }
}
