import Foundation

/// Collects the lifecycle trace of a `HeadlessRuntime`.
///
/// Attach one with `HeadlessRuntime/attach(_:)`; with none attached the framework records
/// nothing and pays only a nil check per callback.
@MainActor
public final class TraceRecorder {
    /// The events recorded so far, in order.
    // Safety: unchecked exclusivity: main-actor state appended once per event and never accessed inout across a call back into the recorder.
    @exclusivity(unchecked) public private(set) var events: [TraceEvent] = []
    /// Called with each event as it is recorded, for live output (the `--trace` flag).
    // Safety: unchecked exclusivity: main-actor state appended once per event and never accessed inout across a call back into the recorder.
    @exclusivity(unchecked) public var onRecord: ((TraceEvent) -> Void)?

    /// Creates an empty recorder.
    public init(onRecord: ((TraceEvent) -> Void)? = nil) {
        self.onRecord = onRecord
    }

    /// Appends an event, numbering it.
    ///
    /// The event is taken, not copied, so that recording one costs an append.
    public func record(_ event: consuming TraceEvent) {
        event.sequence = events.count + 1
        guard let onRecord else {
            events.append(event)
            return
        }
        events.append(copy event)
        onRecord(event)
    }

    /// Forgets every event recorded so far; numbering starts again at 1.
    public func clear() {
        events.removeAll(keepingCapacity: true)
    }

    /// The recorded callbacks only, without actions, diagnostics and notes.
    public var callbacks: [TraceEvent] { events.filter { $0.kind == .callback } }

    /// The events rendered in a format, one line each.
    public func lines(_ format: TraceFormat = .seed) -> [String] {
        events.map { format.render($0) }
    }
}
