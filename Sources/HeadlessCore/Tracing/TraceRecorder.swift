import Foundation

/// Collects the lifecycle trace of a `HeadlessRuntime`.
///
/// Attach one with `HeadlessRuntime/attach(_:)`; with none attached the framework records
/// nothing and pays only a nil check per callback.
///
/// A recorder keeps its events compact: each is stored as the receiver's class name and
/// ordinal, the callback, the arguments (typed, rendered when read), the edge and an index into a table of causes
/// (an operation causes many callbacks and is stored once), with no object of the run kept
/// alive. ``TraceEvent`` values are made when the trace is read (``events``,
/// ``events(after:)``, ``onRecord``). How many events it keeps is its ``Retention``: every
/// one (the default, what tests and reports read), the newest few (a long run that reads
/// what happened last), or none (streaming each event to ``onRecord`` as it happens, as the
/// `--trace` flag of an app does), so that memory stays flat however long the process runs.
@MainActor
public final class TraceRecorder {
    /// Which of the recorded events a recorder keeps.
    public enum Retention: Sendable, Hashable {
        /// Every event since the last ``TraceRecorder/clear()``.
        case all
        /// The newest `count` events (at least 1); older ones are dropped, a batch at a time.
        /// Sequence numbers go on counting, so ``TraceRecorder/events`` then starts at a
        /// sequence above 1, and ``TraceRecorder/count`` is still the number recorded.
        case newest(Int)
        /// None: each event reaches ``TraceRecorder/onRecord`` and is forgotten.
        case none
    }

    /// Which events this recorder keeps.
    public let retention: Retention
    /// Called with each event as it is recorded, for live output (the `--trace` flag).
    // Safety: unchecked exclusivity: main-actor state read once per event and never accessed inout across a call back into the recorder.
    @exclusivity(unchecked) public var onRecord: ((TraceEvent) -> Void)?

    /// The events kept, oldest first; the first has sequence number ``dropped`` + 1.
    // Safety: unchecked exclusivity: main-actor storage appended once per event; no access is held across a call out of the recorder.
    @exclusivity(unchecked) private var entries: [Entry] = []
    /// The arguments of the kept events, back to back; an entry names its range.
    // Safety: unchecked exclusivity: as `entries`.
    @exclusivity(unchecked) private var argumentPool: [TraceArgument] = []
    /// The causes of the kept events; an entry names one by index (offset by `droppedCauses`).
    // Safety: unchecked exclusivity: as `entries`.
    @exclusivity(unchecked) private var causeTable: [TraceCause] = []
    /// How many events were recorded since the last clear and are no longer kept.
    // Safety: unchecked exclusivity: as `entries`.
    @exclusivity(unchecked) public private(set) var dropped = 0
    /// How many causes were dropped from the front of `causeTable` with their events.
    // Safety: unchecked exclusivity: as `entries`.
    @exclusivity(unchecked) private var droppedCauses = 0
    /// How many arguments were dropped from the front of `argumentPool` with their events.
    // Safety: unchecked exclusivity: as `entries`.
    @exclusivity(unchecked) private var droppedArguments = 0

    /// One event as kept: what a ``TraceEvent`` holds, less its sequence number (the
    /// position) and with the cause and the arguments stored by reference into shared tables.
    struct Entry {
        var time: Double
        var turn: Int
        var ordinal: Int
        var className: String
        var callback: Callback
        var edge: String?
        /// The index of the first argument in the pool, counting dropped ones.
        var argumentStart: Int
        var argumentCount: Int32
        /// The index of the cause in the table, counting dropped ones, or -1.
        var cause: Int32
        var depth: Int32
        var kind: TraceEvent.Kind
    }

    /// Creates an empty recorder that keeps `retention` of its events, calling `onRecord` with
    /// each as it is recorded.
    public init(retention: Retention = .all, onRecord: ((TraceEvent) -> Void)? = nil) {
        if case .newest(let count) = retention {
            self.retention = .newest(max(1, count))
        } else {
            self.retention = retention
        }
        self.onRecord = onRecord
    }

    // MARK: Recording

    /// The number of events recorded since the last ``clear()``: the sequence number of the
    /// last one (kept or not).
    public var count: Int { dropped + entries.count + streamed }
    /// Events recorded under ``Retention/none``, counted but not kept.
    // Safety: unchecked exclusivity: as `entries`.
    @exclusivity(unchecked) private var streamed = 0

    /// Appends an event, numbering it.
    public func record(_ event: consuming TraceEvent) {
        let cause = event.cause
        record(kind: event.kind, time: event.time, turn: event.turn, depth: event.depth,
               className: event.className, ordinal: event.ordinal,
               callback: Callback(event.callback, selector: event.selector),
               arguments: event.arguments, edge: event.edge, causeKey: -1, cause: cause)
    }

    /// The cause key of the last event recorded through the framework's path and the index of
    /// its cause (-1 for none), or -1 when the next event must read its cause.
    // Safety: unchecked exclusivity: as `entries`.
    @exclusivity(unchecked) private var lastCauseKey = -1
    // Safety: unchecked exclusivity: as `entries`.
    @exclusivity(unchecked) private var lastCauseIndex: Int32 = -1

    /// Appends an event from its parts, numbering it: the framework's own path, which makes no
    /// ``TraceEvent`` unless someone reads it as it happens.
    package func record(kind: TraceEvent.Kind, time: Double, turn: Int, depth: Int,
                        className: String, ordinal: Int, callback: Callback,
                        arguments: [String], edge: String?, causeKey: Int, cause: @autoclosure () -> TraceCause?) {
        let start = droppedArguments + argumentPool.count
        if case .none = retention {} else {
            for argument in arguments { argumentPool.append(.text(argument)) }
        }
        record(kind: kind, time: time, turn: turn, depth: depth, className: className, ordinal: ordinal,
               callback: callback, argumentStart: start, argumentCount: arguments.count, streamedArguments: arguments,
               edge: edge, causeKey: causeKey, cause: cause())
    }

    /// Appends an event with one typed argument (or none), which is kept as it is and
    /// rendered only when the event is read: the framework's hot path, with no array made.
    package func record(kind: TraceEvent.Kind, time: Double, turn: Int, depth: Int,
                        className: String, ordinal: Int, callback: Callback,
                        argument: TraceArgument?, edge: String?, causeKey: Int, cause: @autoclosure () -> TraceCause?) {
        let start = droppedArguments + argumentPool.count
        if let argument {
            if case .none = retention {
                record(kind: kind, time: time, turn: turn, depth: depth, className: className, ordinal: ordinal,
                       callback: callback, argumentStart: start, argumentCount: 1, streamedArguments: [argument.rendered],
                       edge: edge, causeKey: causeKey, cause: cause())
                return
            }
            argumentPool.append(argument)
        }
        record(kind: kind, time: time, turn: turn, depth: depth, className: className, ordinal: ordinal,
               callback: callback, argumentStart: start, argumentCount: argument == nil ? 0 : 1, streamedArguments: [],
               edge: edge, causeKey: causeKey, cause: cause())
    }

    /// Appends an event whose arguments are already in the pool from `argumentStart` (counting
    /// dropped ones); under ``Retention/none`` the pool is not used and `streamedArguments`
    /// are the event's arguments.
    private func record(kind: TraceEvent.Kind, time: Double, turn: Int, depth: Int,
                        className: String, ordinal: Int, callback: Callback,
                        argumentStart start: Int, argumentCount: Int, streamedArguments: [String],
                        edge: String?, causeKey: Int, cause: @autoclosure () -> TraceCause?) {
        if case .none = retention {
            streamed += 1
            guard let onRecord else { return }
            onRecord(TraceEvent(sequence: count, time: time, turn: turn, depth: depth, kind: kind,
                                className: className, ordinal: ordinal, callback: callback.swiftName,
                                selector: callback.selector, arguments: streamedArguments, edge: edge, cause: cause()))
            return
        }
        let causeIndex: Int32
        if causeKey >= 0, causeKey == lastCauseKey {
            // The caller's causes have not changed since the last event: the same cause,
            // neither read nor compared again.
            causeIndex = lastCauseIndex
        } else if let cause = cause() {
            // Callbacks come in runs with one cause: compare with the last one kept (equal
            // strings sharing storage compare by identity) before adding another.
            if let last = causeTable.last, last == cause {
                causeIndex = Int32(truncatingIfNeeded: droppedCauses + causeTable.count - 1)
            } else {
                causeIndex = Int32(truncatingIfNeeded: droppedCauses + causeTable.count)
                causeTable.append(cause)
            }
        } else {
            causeIndex = -1
        }
        lastCauseKey = causeKey
        lastCauseIndex = causeIndex
        entries.append(Entry(time: time, turn: turn, ordinal: ordinal, className: className, callback: callback,
                             edge: edge, argumentStart: start, argumentCount: Int32(truncatingIfNeeded: argumentCount),
                             cause: causeIndex, depth: Int32(truncatingIfNeeded: depth), kind: kind))
        if let onRecord { onRecord(event(at: entries.count - 1)) }
        if case .newest(let limit) = retention, entries.count >= 2 * limit { dropOldest(entries.count - limit) }
    }

    /// Forgets every event recorded so far; numbering starts again at 1.
    public func clear() {
        entries.removeAll(keepingCapacity: true)
        argumentPool.removeAll(keepingCapacity: true)
        causeTable.removeAll(keepingCapacity: true)
        dropped = 0
        droppedCauses = 0
        droppedArguments = 0
        streamed = 0
        lastCauseKey = -1
    }

    /// Drops the oldest `n` kept events with their arguments and the causes only they use.
    private func dropOldest(_ n: Int) {
        guard n > 0 else { return }
        let firstKept = entries[n]
        let argumentCut = firstKept.argumentStart - droppedArguments
        // A cause is added only when it differs from the last one added, so the indices
        // never decrease along the entries: the first kept entry with a cause has the
        // lowest index still used, and the causes before it can go.
        var lowestCause = Int.max
        for index in n..<entries.count where entries[index].cause >= 0 {
            lowestCause = Int(entries[index].cause)
            break
        }
        let causeCut = lowestCause == Int.max ? causeTable.count : lowestCause - droppedCauses
        entries.removeFirst(n)
        argumentPool.removeFirst(argumentCut)
        causeTable.removeFirst(causeCut)
        dropped += n
        droppedArguments += argumentCut
        droppedCauses += causeCut
    }

    // MARK: Reading

    /// The events kept, in order (with ``Retention/all``, every event since the last
    /// ``clear()``). Each read makes the events anew: to read what happened after a point,
    /// use ``events(after:)``.
    public var events: [TraceEvent] {
        var result: [TraceEvent] = []
        result.reserveCapacity(entries.count)
        for index in entries.indices { result.append(event(at: index)) }
        return result
    }

    /// The kept events whose sequence number is above `sequence` (a ``count`` read earlier).
    public func events(after sequence: Int) -> [TraceEvent] {
        let first = max(0, sequence - dropped)
        guard first < entries.count else { return [] }
        var result: [TraceEvent] = []
        result.reserveCapacity(entries.count - first)
        for index in first..<entries.count { result.append(event(at: index)) }
        return result
    }

    /// The sequence number of the oldest event kept, or nil when none is kept.
    public var firstKeptSequence: Int? { entries.isEmpty ? nil : dropped + 1 }

    /// The last event kept, if any.
    public var lastEvent: TraceEvent? { entries.isEmpty ? nil : event(at: entries.count - 1) }

    /// The recorded callbacks only, without actions, diagnostics and notes.
    public var callbacks: [TraceEvent] { events.filter { $0.kind == .callback } }

    /// The events rendered in a format, one line each.
    public func lines(_ format: TraceFormat = .seed) -> [String] {
        events.map { format.render($0) }
    }

    /// The kept event at `index` of `entries`, made into a ``TraceEvent``.
    private func event(at index: Int) -> TraceEvent {
        let entry = entries[index]
        var arguments: [String] = []
        if entry.argumentCount > 0 {
            let start = entry.argumentStart - droppedArguments
            arguments = argumentPool[start..<start + Int(entry.argumentCount)].map(\.rendered)
        }
        let cause = entry.cause >= 0 ? causeTable[Int(entry.cause) - droppedCauses] : nil
        return TraceEvent(sequence: dropped + index + 1, time: entry.time, turn: entry.turn, depth: Int(entry.depth),
                          kind: entry.kind, className: entry.className, ordinal: entry.ordinal,
                          callback: entry.callback.swiftName, selector: entry.callback.selector,
                          arguments: arguments, edge: entry.edge, cause: cause)
    }
}
