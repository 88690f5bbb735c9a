@_spi(Headless) import UIKit
import HeadlessCore

/// Who takes part in a diagram: the device, the app's own code, UIKit's run loop, or one
/// traced object.
struct Participant: Hashable, Sendable {
    enum Kind: Int, Hashable, Sendable, Comparable {
        case device, app, runLoop, object

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let name: String
    let kind: Kind

    static let device = Participant(name: "Device", kind: .device)
    static let app = Participant(name: "App", kind: .app)
    static let runLoop = Participant(name: "UIKit", kind: .runLoop)

    static func object(_ name: String) -> Participant { Participant(name: name, kind: .object) }
}

/// A shown event with the structure the diagrams need.
struct AnalyzedEvent: Sendable {
    /// The event.
    let event: TraceEvent
    /// Its position among the shown events.
    let index: Int
    /// The position of the nearest shown callback that encloses it.
    let parent: Int?
    /// The position of the last shown event nested inside it (its own position for a leaf).
    var lastDescendant: Int
    /// How many shown callbacks enclose it.
    let nesting: Int
    /// Who the event is about: the receiver of a callback, the actor of an action, the
    /// subject of a diagnostic.
    let subject: Participant
    /// Who made the call: the enclosing callback's receiver, or the device, the app or the
    /// run loop for a callback at the top.
    let caller: Participant
}

/// The call structure of a section's trace, recovered from the events' depths.
///
/// The framework records a callback before running it, one level deeper, so the callback
/// that encloses an event is the last earlier event one level up. Structure is computed on
/// the whole trace, then hidden events are skipped: a shown callback nested in a hidden one
/// is attributed to the nearest shown ancestor.
struct TraceAnalysis: Sendable {
    let events: [AnalyzedEvent]
    /// The participants in order of first appearance, device and app first.
    let participants: [Participant]

    init(_ section: TraceSection) {
        let all = section.events
        var fullParent = [Int?](repeating: nil, count: all.count)
        var lastAtDepth: [Int] = []
        for (i, event) in all.enumerated() {
            let depth = max(0, event.depth)
            if depth > 0 {
                fullParent[i] = depth - 1 < lastAtDepth.count ? lastAtDepth[depth - 1] : lastAtDepth.last
            }
            if lastAtDepth.count > depth {
                lastAtDepth.removeSubrange(depth...)
            }
            while lastAtDepth.count < depth { lastAtDepth.append(lastAtDepth.last ?? i) }
            lastAtDepth.append(i)
        }

        var shownIndex = [Int?](repeating: nil, count: all.count)
        var result: [AnalyzedEvent] = []
        var latestAction: Participant?
        var seen: [Participant] = []
        var seenSet: Set<Participant> = []
        func meet(_ participant: Participant) {
            if seenSet.insert(participant).inserted { seen.append(participant) }
        }

        for (i, event) in all.enumerated() {
            if event.kind == .action {
                latestAction = DeviceActions.isDeviceAction(event.callback) ? .device : .app
            }
            guard section.filter.shows(event) else { continue }
            var ancestor = fullParent[i]
            var shownParent: Int?
            while let candidate = ancestor {
                if let position = shownIndex[candidate], all[candidate].kind == .callback {
                    shownParent = position
                    break
                }
                ancestor = fullParent[candidate]
            }
            let subject = event.kind == .note ? (shownParent.map { result[$0].subject } ?? .app) : Self.subject(of: event)
            let caller: Participant
            if let shownParent {
                caller = result[shownParent].subject
            } else if event.depth > 0 || event.cause != nil {
                caller = latestAction ?? .app
            } else {
                caller = event.kind == .callback ? .runLoop : (latestAction ?? .app)
            }
            let position = result.count
            shownIndex[i] = position
            let nesting = shownParent.map { result[$0].nesting + 1 } ?? 0
            result.append(AnalyzedEvent(event: event, index: position, parent: shownParent,
                                        lastDescendant: position, nesting: nesting,
                                        subject: subject, caller: caller))
            var up = shownParent
            while let p = up {
                result[p].lastDescendant = position
                up = result[p].parent
            }
            if event.kind == .callback { meet(caller) }
            meet(subject)
        }
        events = result
        participants = seen.enumerated().sorted { lhs, rhs in
            (lhs.element.kind.rawValue, lhs.offset) < (rhs.element.kind.rawValue, rhs.offset)
        }.map(\.element)
    }

    /// The participant an event is about.
    static func subject(of event: TraceEvent) -> Participant {
        switch event.kind {
        case .callback:
            return .object(event.instance)
        case .action:
            return DeviceActions.isDeviceAction(event.callback) ? .device : .app
        case .diagnostic:
            // A diagnostic's class name holds its subject's full trace name, or nothing.
            return event.className.isEmpty ? .runLoop : .object(event.className)
        case .note:
            return .app
        }
    }
}
