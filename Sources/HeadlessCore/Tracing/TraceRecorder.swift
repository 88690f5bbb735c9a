import Foundation

/// Collects the lifecycle trace of a `HeadlessRuntime`.
///
/// Attach one with `HeadlessRuntime/attach(_:)`; with none attached the framework records
/// nothing and pays only a nil check per callback.
///
/// A recorder keeps its events compact, as plain data: each is stored as indices (the
/// receiver's class name, the callback and the edge into tables kept once per process, the
/// cause into a table of causes: an operation causes many callbacks and is stored once), the
/// ordinal, and the arguments (typed, rendered when read), with no object of the run kept
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
    // Safety: unchecked exclusivity and nonisolated(unsafe): main-actor state read once per event (by the nonisolated framework path too, on the main actor) and never accessed inout across a call back into the recorder.
    @exclusivity(unchecked) nonisolated(unsafe) public var onRecord: ((TraceEvent) -> Void)?

    /// The events kept, oldest first; the first has sequence number ``dropped`` + 1.
    // Safety: unchecked exclusivity and nonisolated(unsafe): main-actor storage appended once per event, also by the nonisolated framework path (`recordTraceEvent(through:...)`), which the framework calls on the main actor only; no access is held across a call out of the recorder.
    @exclusivity(unchecked) nonisolated(unsafe) private var entries = TraceLog<Entry>()
    /// The arguments of the kept events, back to back; an entry names its range.
    // Safety: unchecked exclusivity: as `entries`.
    @exclusivity(unchecked) nonisolated(unsafe) private var argumentPool = TraceLog<StoredArgument>()
    /// The texts of the kept events' text arguments (and of events recorded as values), in
    /// order; a `.text` argument names one by index (offset by `droppedTexts`).
    // Safety: unchecked exclusivity: as `entries`.
    @exclusivity(unchecked) nonisolated(unsafe) private var texts: [String] = []
    /// The causes of the kept events; an entry names one by index (offset by `droppedCauses`).
    // Safety: unchecked exclusivity: as `entries`.
    @exclusivity(unchecked) nonisolated(unsafe) private var causeTable: [TraceCause] = []
    /// The edges of the framework's events, interned for the whole process (shared by every
    /// recorder, kept across ``clear()`` and drops): the state machines name a bounded set, and
    /// a recorder made for one launch finds them already interned. Held here so that a lookup
    /// reads a stored reference rather than a lazily initialized global.
    private let interned = TraceInterning.shared
    /// How many events were recorded since the last clear and are no longer kept.
    // Safety: unchecked exclusivity: as `entries`.
    @exclusivity(unchecked) nonisolated(unsafe) public private(set) var dropped = 0
    /// How many causes were dropped from the front of `causeTable` with their events.
    // Safety: unchecked exclusivity: as `entries`.
    @exclusivity(unchecked) nonisolated(unsafe) private var droppedCauses = 0
    /// How many arguments were dropped from the front of `argumentPool` with their events.
    // Safety: unchecked exclusivity: as `entries`.
    @exclusivity(unchecked) nonisolated(unsafe) private var droppedArguments = 0
    /// How many texts were dropped from the front of `texts` with their events.
    // Safety: unchecked exclusivity: as `entries`.
    @exclusivity(unchecked) nonisolated(unsafe) private var droppedTexts = 0

    /// One event as kept: what a ``TraceEvent`` holds, less its sequence number (the
    /// position), with every string stored as an index into the recorder's tables, so that
    /// an entry is plain data (appending and growing copy bytes, with no reference counting).
    struct Entry {
        var time: Double
        var turn: Int
        var ordinal: Int
        /// The index of the first argument in the pool, counting dropped ones.
        var argumentStart: Int
        /// The slot of the receiver's class name in ``TraceNames``; unused when the event is spelled out.
        var className: Int32
        /// The callback's ``Callback/tableIndex``, or `Entry.spelledOut`: an event recorded as a value,
        /// whose class name, callback, selector and edge are the first four arguments of its
        /// range (its own arguments follow), dropped with it rather than interned.
        var callback: Int32
        /// The edge in `interned.names`, or -1 for none.
        var edge: Int32
        /// The number of the event's own arguments.
        var argumentCount: Int32
        /// The index of the cause in the table, counting dropped ones, or -1.
        var cause: Int32
        var depth: Int32
        var kind: TraceEvent.Kind

        static let spelledOut: Int32 = -1
    }

    /// An argument as kept: a ``TraceArgument`` whose strings are indices into the
    /// recorder's tables, so that the pool is plain data.
    enum StoredArgument {
        /// Text, by index in `texts` counting dropped ones.
        case text(Int)
        /// An object, by the slot of its class name in ``TraceNames`` and its ordinal.
        case object(classSlot: Int32, ordinal: Int)
        case absent
        case bool(Bool)
        case int(Int)
        case rect(CGRect)
        case insets(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)
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
    @exclusivity(unchecked) nonisolated(unsafe) private var streamed = 0

    /// Appends an event, numbering it. Its strings are kept with it (dropped with it, not
    /// interned): an event recorded as a value may name anything, such as a note's text.
    public func record(_ event: consuming TraceEvent) {
        if case .none = retention {
            streamed += 1
            event.sequence = count
            onRecord?(event)
            return
        }
        let start = droppedArguments + argumentPool.count
        appendText(event.className)
        appendText(event.callback)
        appendText(event.selector)
        if let edge = event.edge { appendText(edge) } else { argumentPool.append(.absent) }
        for argument in event.arguments { appendText(argument) }
        let cause = event.cause
        append(kind: event.kind, time: event.time, turn: event.turn, depth: event.depth, className: 0,
               ordinal: event.ordinal, callback: Entry.spelledOut, argumentStart: start,
               argumentCount: event.arguments.count, edge: -1, causeKey: -1, cause: cause)
    }

    /// The cause key of the last event recorded through the framework's path and the index of
    /// its cause (-1 for none), or -1 when the next event must read its cause.
    // Safety: unchecked exclusivity: as `entries`.
    @exclusivity(unchecked) nonisolated(unsafe) private var lastCauseKey = -1
    // Safety: unchecked exclusivity: as `entries`.
    @exclusivity(unchecked) nonisolated(unsafe) private var lastCauseIndex: Int32 = -1

    /// Appends an event from its parts, numbering it: the framework's own path, which makes no
    /// ``TraceEvent`` unless someone reads it as it happens.
    package func record(kind: TraceEvent.Kind, time: Double, turn: Int, depth: Int,
                        className: String, ordinal: Int, callback: Callback,
                        arguments: [String], edge: String?, causeKey: Int, cause: @autoclosure () -> TraceCause?) {
        record(kind: kind, time: time, turn: turn, depth: depth, classSlot: Int32(TraceNames.slot(ofName: className)),
               ordinal: ordinal, callback: callback, arguments: arguments, edge: edge, causeKey: causeKey, cause: cause())
    }

    /// Appends an event from its parts, the receiver's class named by its slot in
    /// ``TraceNames`` (what a responder keeps from its creation): no string passed or looked up.
    package func record(kind: TraceEvent.Kind, time: Double, turn: Int, depth: Int,
                        classSlot: Int32, ordinal: Int, callback: Callback,
                        arguments: [String], edge: String?, causeKey: Int, cause: @autoclosure () -> TraceCause?) {
        if case .none = retention {
            stream(kind: kind, time: time, turn: turn, depth: depth, className: TraceNames.name(ofSlot: classSlot), ordinal: ordinal,
                   callback: callback, arguments: arguments, edge: edge, cause: cause())
            return
        }
        storeEvent(kind: kind, time: time, turn: turn, depth: depth, classSlot: classSlot, ordinal: ordinal,
                   callback: callback, argument: nil, arguments: arguments, edge: edge, causeKey: causeKey, cause: cause())
        if let onRecord { onRecord(event(at: entries.count - 1)) }
    }

    /// Appends an event with one typed argument (or none), which is kept as it is and
    /// rendered only when the event is read: the framework's hot path, with no array made.
    package func record(kind: TraceEvent.Kind, time: Double, turn: Int, depth: Int,
                        className: String, ordinal: Int, callback: Callback,
                        argument: TraceArgument?, edge: String?, causeKey: Int, cause: @autoclosure () -> TraceCause?) {
        record(kind: kind, time: time, turn: turn, depth: depth, classSlot: Int32(TraceNames.slot(ofName: className)),
               ordinal: ordinal, callback: callback, argument: argument, edge: edge, causeKey: causeKey, cause: cause())
    }

    /// Appends an event with one typed argument (or none), the receiver's class named by its
    /// slot in ``TraceNames``.
    package func record(kind: TraceEvent.Kind, time: Double, turn: Int, depth: Int,
                        classSlot: Int32, ordinal: Int, callback: Callback,
                        argument: TraceArgument?, edge: String?, causeKey: Int, cause: @autoclosure () -> TraceCause?) {
        if case .none = retention {
            stream(kind: kind, time: time, turn: turn, depth: depth, className: TraceNames.name(ofSlot: classSlot), ordinal: ordinal,
                   callback: callback, arguments: argument.map { [$0.rendered] } ?? [], edge: edge, cause: cause())
            return
        }
        storeEvent(kind: kind, time: time, turn: turn, depth: depth, classSlot: classSlot, ordinal: ordinal,
                   callback: callback, argument: argument, arguments: [], edge: edge, causeKey: causeKey, cause: cause())
        if let onRecord { onRecord(event(at: entries.count - 1)) }
    }

    /// Adds one typed argument to the pool (inlined: it runs for most events).
    @inline(__always)
    private nonisolated func store(_ argument: TraceArgument) {
        switch argument {
        case .text(let text): appendText(text)
        case .object(let classSlot, let ordinal): argumentPool.append(.object(classSlot: classSlot, ordinal: ordinal))
        case .absent: argumentPool.append(.absent)
        case .bool(let value): argumentPool.append(.bool(value))
        case .int(let value): argumentPool.append(.int(value))
        case .rect(let rect): argumentPool.append(.rect(rect))
        case .insets(let top, let left, let bottom, let right):
            argumentPool.append(.insets(top: top, left: left, bottom: bottom, right: right))
        }
    }

    // MARK: The framework's path, without retaining the recorder (`recordTraceEvent(through:...)`)

    /// Whether an event can be stored without the main actor's path: it is kept (not
    /// streamed) and nobody reads it as it happens.
    private nonisolated var storesWithoutReaders: Bool {
        if case .none = retention { return false }
        return onRecord == nil
    }

    /// Records an event with one typed argument or with text arguments (a caller passes one
    /// or the other), without the main actor's path unless the event has a reader.
    fileprivate nonisolated func recordUnretained(kind: TraceEvent.Kind, time: Double, turn: Int, depth: Int,
                                                  classSlot: Int32, ordinal: Int, callback: Callback,
                                                  argument: TraceArgument?, arguments: [String], edge: String?,
                                                  causeKey: Int, cause: () -> TraceCause?) {
        guard storesWithoutReaders else {
            // Streaming or live output: the main-actor path, which makes the event. (The cause
            // is read here: the main-actor closure below cannot take the caller's.)
            let made = cause()
            MainActor.assumeIsolated {
                if arguments.isEmpty {
                    record(kind: kind, time: time, turn: turn, depth: depth, classSlot: classSlot, ordinal: ordinal,
                           callback: callback, argument: argument, edge: edge, causeKey: causeKey, cause: made)
                } else {
                    record(kind: kind, time: time, turn: turn, depth: depth, classSlot: classSlot, ordinal: ordinal,
                           callback: callback, arguments: arguments, edge: edge, causeKey: causeKey, cause: made)
                }
            }
            return
        }
        storeEvent(kind: kind, time: time, turn: turn, depth: depth, classSlot: classSlot, ordinal: ordinal,
                   callback: callback, argument: argument, arguments: arguments, edge: edge, causeKey: causeKey, cause: cause())
    }

    /// Stores a framework event (its arguments in the pool, its edge interned, then the
    /// entry): what every framework path does, the main-actor ones then showing the event to
    /// ``onRecord``.
    @inline(__always)
    private nonisolated func storeEvent(kind: TraceEvent.Kind, time: Double, turn: Int, depth: Int,
                                        classSlot: Int32, ordinal: Int, callback: Callback,
                                        argument: TraceArgument?, arguments: [String], edge: String?,
                                        causeKey: Int, cause: @autoclosure () -> TraceCause?) {
        let start = droppedArguments + argumentPool.count
        if let argument { store(argument) }
        for text in arguments { appendText(text) }
        store(kind: kind, time: time, turn: turn, depth: depth, className: classSlot, ordinal: ordinal,
              callback: callback.tableIndex, argumentStart: start,
              argumentCount: (argument == nil ? 0 : 1) + arguments.count,
              edge: edgeIndex(edge), causeKey: causeKey, cause: cause())
    }

    /// The index of `edge` in `interned.names`, or -1 for none.
    private nonisolated func edgeIndex(_ edge: String?) -> Int32 {
        guard let edge else { return -1 }
        return interned.names.index(of: edge)
    }

    /// Adds `text` to the pool as a text argument.
    private nonisolated func appendText(_ text: String) {
        argumentPool.append(.text(droppedTexts + texts.count))
        texts.append(text)
    }

    /// Streams an event under ``Retention/none``: counted, shown to `onRecord`, not kept.
    private func stream(kind: TraceEvent.Kind, time: Double, turn: Int, depth: Int,
                        className: String, ordinal: Int, callback: Callback,
                        arguments: @autoclosure () -> [String], edge: String?, cause: @autoclosure () -> TraceCause?) {
        streamed += 1
        guard let onRecord else { return }
        let (swiftName, selector) = callback.spellings
        onRecord(TraceEvent(sequence: count, time: time, turn: turn, depth: depth, kind: kind,
                            className: className, ordinal: ordinal, callback: swiftName,
                            selector: selector, arguments: arguments(), edge: edge, cause: cause()))
    }

    /// Appends a kept event whose arguments are already in the pool from `argumentStart`
    /// (counting dropped ones) and whose strings are already indices.
    private func append(kind: TraceEvent.Kind, time: Double, turn: Int, depth: Int,
                        className: Int32, ordinal: Int, callback: Int32, argumentStart start: Int, argumentCount: Int,
                        edge: Int32, causeKey: Int, cause: @autoclosure () -> TraceCause?) {
        store(kind: kind, time: time, turn: turn, depth: depth, className: className, ordinal: ordinal, callback: callback,
              argumentStart: start, argumentCount: argumentCount, edge: edge, causeKey: causeKey, cause: cause())
        if let onRecord { onRecord(event(at: entries.count - 1)) }
    }

    /// The storing part of ``append(kind:time:turn:depth:className:ordinal:callback:argumentStart:argumentCount:edge:causeKey:cause:)``:
    /// the entry, its cause, and the drop of the oldest under ``Retention/newest(_:)``.
    private nonisolated func store(kind: TraceEvent.Kind, time: Double, turn: Int, depth: Int,
                                   className: Int32, ordinal: Int, callback: Int32, argumentStart start: Int, argumentCount: Int,
                                   edge: Int32, causeKey: Int, cause: @autoclosure () -> TraceCause?) {
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
        entries.append(Entry(time: time, turn: turn, ordinal: ordinal, argumentStart: start, className: className,
                             callback: callback, edge: edge, argumentCount: Int32(truncatingIfNeeded: argumentCount),
                             cause: causeIndex, depth: Int32(truncatingIfNeeded: depth), kind: kind))
        if case .newest(let limit) = retention, entries.count >= 2 * limit { dropOldest(entries.count - limit) }
    }

    /// Forgets every event recorded so far; numbering starts again at 1.
    public func clear() {
        entries.removeAll()
        argumentPool.removeAll()
        texts.removeAll(keepingCapacity: true)
        causeTable.removeAll(keepingCapacity: true)
        dropped = 0
        droppedCauses = 0
        droppedArguments = 0
        droppedTexts = 0
        streamed = 0
        lastCauseKey = -1
    }

    /// Drops the oldest `n` kept events with their arguments, and the texts and causes only
    /// they use.
    private nonisolated func dropOldest(_ n: Int) {
        guard n > 0 else { return }
        let firstKept = entries[n]
        let argumentCut = firstKept.argumentStart - droppedArguments
        // A cause is added only when it differs from the last one added, so the indices
        // never decrease along the entries: the first kept entry with a cause has the
        // lowest index still used, and the causes before it can go. Texts are added in the
        // order of the pool, so the first text argument kept is the lowest text still used.
        var lowestCause = Int.max
        for index in n..<entries.count where entries[index].cause >= 0 {
            lowestCause = Int(entries[index].cause)
            break
        }
        var lowestText = Int.max
        for index in argumentCut..<argumentPool.count {
            if case .text(let text) = argumentPool[index] {
                lowestText = text
                break
            }
        }
        let causeCut = lowestCause == Int.max ? causeTable.count : lowestCause - droppedCauses
        let textCut = lowestText == Int.max ? texts.count : lowestText - droppedTexts
        entries.removeFirst(n)
        argumentPool.removeFirst(argumentCut)
        texts.removeFirst(textCut)
        causeTable.removeFirst(causeCut)
        dropped += n
        droppedArguments += argumentCut
        droppedTexts += textCut
        droppedCauses += causeCut
    }

    // MARK: Reading

    /// The events kept, in order (with ``Retention/all``, every event since the last
    /// ``clear()``). Each read makes the events anew: to read what happened after a point,
    /// use ``events(after:)``.
    public var events: [TraceEvent] {
        var result: [TraceEvent] = []
        result.reserveCapacity(entries.count)
        for index in 0..<entries.count { result.append(event(at: index)) }
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
        var first = entry.argumentStart - droppedArguments
        let className: String, callback: String, selector: String, edge: String?
        if entry.callback == Entry.spelledOut {
            className = rendered(argumentPool[first])
            callback = rendered(argumentPool[first + 1])
            selector = rendered(argumentPool[first + 2])
            if case .absent = argumentPool[first + 3] { edge = nil } else { edge = rendered(argumentPool[first + 3]) }
            first += 4
        } else {
            className = TraceNames.name(ofSlot: entry.className)
            (callback, selector) = Callback(tableIndex: entry.callback).spellings
            edge = entry.edge >= 0 ? interned.names[entry.edge] : nil
        }
        var arguments: [String] = []
        if entry.argumentCount > 0 {
            arguments.reserveCapacity(Int(entry.argumentCount))
            for position in first..<first + Int(entry.argumentCount) { arguments.append(rendered(argumentPool[position])) }
        }
        let cause = entry.cause >= 0 ? causeTable[Int(entry.cause) - droppedCauses] : nil
        return TraceEvent(sequence: dropped + index + 1, time: entry.time, turn: entry.turn, depth: Int(entry.depth),
                          kind: entry.kind, className: className, ordinal: entry.ordinal,
                          callback: callback, selector: selector, arguments: arguments, edge: edge, cause: cause)
    }

    /// A kept argument as it appears in a ``TraceEvent``: as ``TraceArgument/rendered``
    /// renders the argument it was made from.
    private func rendered(_ argument: StoredArgument) -> String {
        switch argument {
        case .text(let index): texts[index - droppedTexts]
        case .object(let classSlot, let ordinal): TraceArgument.object(classSlot: classSlot, ordinal: ordinal).rendered
        case .absent: TraceArgument.absent.rendered
        case .bool(let value): TraceArgument.bool(value).rendered
        case .int(let value): TraceArgument.int(value).rendered
        case .rect(let rect): TraceArgument.rect(rect).rendered
        case .insets(let top, let left, let bottom, let right):
            TraceArgument.insets(top: top, left: left, bottom: bottom, right: right).rendered
        }
    }
}

/// Records an event with one typed argument (or none) through an unretained reference to the
/// recorder: the framework's path for every delivered callback.
///
/// A call on the runtime's `recorder` property retains the recorder for the call and releases
/// it after (the property is a variable and the call opaque), about 40 instructions an event.
/// Through `Unmanaged._withUnsafeGuaranteedRef` there is neither; its closure is formed here,
/// outside the main actor, because a closure formed on the main actor checks its executor when
/// the standard library calls it. A free function rather than a static method, which would
/// look up the class's metadata at every call. The caller keeps the recorder alive (the
/// runtime holds it) and calls on the main actor.
@inline(__always)
package nonisolated func recordTraceEvent(through reference: Unmanaged<TraceRecorder>, kind: TraceEvent.Kind,
                                          time: Double, turn: Int, depth: Int, classSlot: Int32, ordinal: Int,
                                          callback: Callback, argument: TraceArgument?, edge: String?,
                                          causeKey: Int, cause: () -> TraceCause?) {
    #if HEADLESS_CHECKED
    // The checked build verifies the assumption that makes the unsynchronized storage sound:
    // that the framework calls it on the main actor only.
    MainActor.preconditionIsolated("the framework's trace path runs on the main actor only")
    #endif
    reference._withUnsafeGuaranteedRef { recorder in
        recorder.recordUnretained(kind: kind, time: time, turn: turn, depth: depth, classSlot: classSlot,
                                  ordinal: ordinal, callback: callback, argument: argument, arguments: [],
                                  edge: edge, causeKey: causeKey, cause: cause)
    }
}

/// Records an event with its arguments as text through an unretained reference (see
/// ``recordTraceEvent(through:kind:time:turn:depth:classSlot:ordinal:callback:argument:edge:causeKey:cause:)``).
@inline(__always)
package nonisolated func recordTraceEvent(through reference: Unmanaged<TraceRecorder>, kind: TraceEvent.Kind,
                                          time: Double, turn: Int, depth: Int, classSlot: Int32, ordinal: Int,
                                          callback: Callback, arguments: [String], edge: String?,
                                          causeKey: Int, cause: () -> TraceCause?) {
    #if HEADLESS_CHECKED
    // The checked build verifies the assumption that makes the unsynchronized storage sound:
    // that the framework calls it on the main actor only.
    MainActor.preconditionIsolated("the framework's trace path runs on the main actor only")
    #endif
    reference._withUnsafeGuaranteedRef { recorder in
        recorder.recordUnretained(kind: kind, time: time, turn: turn, depth: depth, classSlot: classSlot,
                                  ordinal: ordinal, callback: callback, argument: nil, arguments: arguments,
                                  edge: edge, causeKey: causeKey, cause: cause)
    }
}
