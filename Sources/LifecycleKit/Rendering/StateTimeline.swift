@_spi(Headless) import UIKit
import HeadlessCore

/// The states that app, scene and view-controller objects went through, derived from the
/// `edge` fields of a trace (`disappeared→appearing`, `inactive→active`).
struct StateTimeline: Sendable {
    /// What kind of state machine a lane follows, guessed from its states' names.
    enum Category: String, Sendable, Comparable {
        case app, scene, viewController = "view controller", other

        static func < (lhs: Category, rhs: Category) -> Bool { lhs.order < rhs.order }

        private var order: Int {
            switch self {
            case .app: return 0
            case .scene: return 1
            case .viewController: return 2
            case .other: return 3
            }
        }
    }

    /// A stretch of time (in shown-event positions) spent in one state.
    struct Segment: Sendable, Hashable {
        let state: String
        let start: Int
        /// The position where the next state starts, or the end of the trace.
        let end: Int
    }

    /// One object's states.
    struct Lane: Sendable {
        let name: String
        let category: Category
        let segments: [Segment]
        /// Where the object was destroyed, if it was.
        let end: Int?
    }

    static let viewControllerStates: Set<String> = ["disappeared", "appearing", "appeared", "disappearing"]
    static let applicationStates: Set<String> = [
        "notRunning", "inactive", "active", "background", "suspended", "terminated",
        "unattached", "foregroundInactive", "foregroundActive", "disconnected",
    ]

    let lanes: [Lane]
    /// The number of shown events: the timeline's length.
    let length: Int

    init(_ analysis: TraceAnalysis) {
        length = analysis.events.count
        var order: [String] = []
        var changes: [String: [(Int, String?, String)]] = [:]
        var ends: [String: Int] = [:]
        for item in analysis.events where item.event.kind == .callback || item.event.kind == .note {
            let event = item.event
            if event.kind == .callback, event.callback == Callback.deinitialize.swiftName, changes[event.instance] != nil {
                ends[event.instance] = item.index
                continue
            }
            guard let edge = event.edge, !edge.isEmpty else { continue }
            let parts = edge.components(separatedBy: "→")
            let from = parts.count > 1 ? parts[0].trimmingCharacters(in: .whitespaces) : nil
            let to = (parts.last ?? edge).trimmingCharacters(in: .whitespaces)
            let name = Self.laneName(of: event, states: [from, to].compactMap { $0 })
            if changes[name] == nil {
                order.append(name)
                changes[name] = []
            }
            changes[name]?.append((item.index, from, to))
        }
        var lanes: [Lane] = []
        for name in order {
            let list = changes[name] ?? []
            guard let firstChange = list.first else { continue }
            // An edge at position i happens during that event: the old state covers its column,
            // the new one starts after it, so that every state shows.
            let firstSeen = analysis.events.first { $0.event.kind == .callback && $0.event.instance == name }?.index
            var start = min(firstSeen ?? firstChange.0, firstChange.0)
            var current = firstChange.1 ?? firstChange.2
            var segments: [Segment] = []
            for change in list where change.2 != current {
                let boundary = change.0 + 1
                if boundary > start { segments.append(Segment(state: current, start: start, end: boundary)) }
                current = change.2
                start = boundary
            }
            let laneEnd = max(ends[name] ?? analysis.events.count, start + 1)
            segments.append(Segment(state: current, start: start, end: laneEnd))
            let states = Set(segments.map(\.state))
            lanes.append(Lane(name: name, category: Self.category(of: name, states: states), segments: segments,
                              end: ends[name]))
        }
        self.lanes = lanes.enumerated().sorted { ($0.element.category, $0.offset) < ($1.element.category, $1.offset) }
            .map(\.element)
    }

    /// The lane an edge belongs to. The application's and the scenes' edges are delivered to
    /// their delegates (whose first argument names the application or the scene) or noted on
    /// the object itself; they are gathered on the application's or the scene's lane. Any
    /// other edge belongs to its receiver.
    static func laneName(of event: TraceEvent, states: [String]) -> String {
        let receiver = event.instance
        guard !states.isEmpty, states.allSatisfy(applicationStates.contains) else { return receiver }
        if event.kind == .callback, let subject = event.arguments.first, subject.contains("#") {
            return subject
        }
        return receiver
    }

    static func category(of name: String, states: Set<String>) -> Category {
        if states.isSubset(of: viewControllerStates) { return .viewController }
        if !states.isDisjoint(with: applicationStates) {
            return name.localizedCaseInsensitiveContains("scene") ? .scene : .app
        }
        return .other
    }
}
