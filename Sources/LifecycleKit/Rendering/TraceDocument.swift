import Foundation
@_spi(Headless) import UIKit
import HeadlessCore

/// What a renderer draws: one or more traced runs, each with its heading.
///
/// `lifecycle tour` makes one section per scenario; `lifecycle run` makes one section for
/// the scenario file.
public struct TraceDocument: Sendable, Hashable {
    /// The document's title, used by the HTML page and the Markdown wrapper of diagrams.
    public var title: String
    /// The traced runs, in order.
    public var sections: [TraceSection]

    /// Creates a document.
    public init(title: String, sections: [TraceSection]) {
        self.title = title
        self.sections = sections
    }
}

/// One traced run: a heading, a few labelled facts about it and its trace.
public struct TraceSection: Sendable, Hashable {
    /// A labelled fact shown under the heading, such as `seed: 000, 002`.
    public struct Fact: Sendable, Hashable, Codable {
        /// The label, such as `seed`.
        public var label: String
        /// The text.
        public var text: String

        /// Creates a fact.
        public init(_ label: String, _ text: String) {
            self.label = label
            self.text = text
        }
    }

    /// What the screen showed after a step of the run.
    public struct Screen: Sendable, Hashable {
        /// The step, such as `launch` or `rotate landscape-left`.
        public var step: String
        /// The sequence number of the last event recorded before the picture was taken.
        public var afterEvent: Int
        /// The key window's boxes.
        public var wireframe: Wireframe
        /// The key window painted into pixels (PNG, one pixel per point), when it was taken.
        public var png: Data?

        /// Creates a screen.
        public init(step: String, afterEvent: Int, wireframe: Wireframe, png: Data? = nil) {
            self.step = step
            self.afterEvent = afterEvent
            self.wireframe = wireframe
            self.png = png
        }
    }

    /// A short identifier, such as `VC-2`.
    public var id: String
    /// The heading.
    public var title: String
    /// Facts printed under the heading, in order.
    public var facts: [Fact]
    /// Every event recorded during the run, including those the filter hides.
    public var events: [TraceEvent]
    /// Which callbacks are shown.
    public var filter: TraceFilter
    /// What the screen showed after each step, in order (empty when the run drew none).
    public var screens: [Screen] = []

    /// Creates a section.
    public init(id: String, title: String, facts: [Fact] = [], events: [TraceEvent], filter: TraceFilter = .all) {
        self.id = id
        self.title = title
        self.facts = facts
        self.events = events
        self.filter = filter
    }

    /// The events the filter shows, in order.
    public var visibleEvents: [TraceEvent] {
        events.filter(filter.shows)
    }
}

/// Which callbacks of a trace are shown. Actions, diagnostics and notes are always shown.
public enum TraceFilter: Sendable, Hashable {
    /// Every callback, UIKit's own objects included.
    case all
    /// Only callbacks whose receiver's class is in the set.
    case classes(Set<String>)

    /// Whether an event is shown.
    public func shows(_ event: TraceEvent) -> Bool {
        guard event.kind == .callback else { return true }
        switch self {
        case .all: return true
        case .classes(let names): return names.contains(event.className)
        }
    }
}
