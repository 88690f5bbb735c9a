import HeadlessCore

/// Delivery of callbacks: the single place where the framework calls into user code.
extension HeadlessRuntime {
    /// Records `callback` on `receiver` (when a recorder is attached) and runs `body`, which
    /// makes the actual call, one level deeper.
    ///
    /// The arguments and the edge are rendered only when a recorder is attached; with none,
    /// delivery costs a nil test and the depth count. The receiver's class name is the one
    /// read at its creation (``UIResponder/traceClassName`` does not change afterwards).
    @inline(__always)
    func deliver(_ receiver: UIResponder, _ callback: Callback, _ arguments: @autoclosure () -> [String] = [],
                 edge: @autoclosure () -> String? = nil, _ body: () -> Void) {
        // Ordinal 0 is an appearance proxy's, which is never shown and never traced.
        if let recorderReference, receiver.traceOrdinal != 0 {
            record(through: recorderReference, .callback, classSlot: receiver.traceNameSlot, ordinal: receiver.traceOrdinal,
                   callback: callback, arguments: arguments(), edge: edge())
        }
        call(receiver, callback, body)
    }

    /// Records `callback` on `receiver` with one typed argument, rendered only when the trace
    /// is read, and runs `body`: the hot callbacks' path (a flag, a frame, an object), with no
    /// argument array made per delivery.
    @inline(__always)
    func deliver(_ receiver: UIResponder, _ callback: Callback, argument: @autoclosure () -> TraceArgument?,
                 edge: @autoclosure () -> String? = nil, _ body: () -> Void) {
        if let recorderReference, receiver.traceOrdinal != 0 {
            recordTraceEvent(through: recorderReference, kind: .callback, time: runLoop.now, turn: runLoop.turn, depth: depth,
                                 classSlot: receiver.traceNameSlot, ordinal: receiver.traceOrdinal,
                                 callback: callback, argument: argument(), edge: edge(), causeKey: causeKey,
                                 cause: { causes.last ?? nil })
        }
        call(receiver, callback, body)
    }

    /// Runs `body`, the call of `callback` on `receiver`, one level deeper, after the checks
    /// that a delivery makes whether or not it is recorded.
    @inline(__always)
    private func call(_ receiver: UIResponder, _ callback: Callback, _ body: () -> Void) {
        if checksViewAttachment, let view = receiver as? UIView { checkAttachment(of: view, in: callback) }
        depth += 1
        body()
        depth -= 1
    }

    /// Records a callback whose receiver is being destroyed (its `deinit`).
    func recordDeinit(of receiver: UIResponder) {
        guard let recorderReference else { return }
        record(through: recorderReference, .callback, classSlot: receiver.traceNameSlot, ordinal: receiver.traceOrdinal, callback: .deinitialize)
    }

    /// Records an object's initializer, which the object itself runs.
    func recordInit(_ receiver: UIResponder, _ callback: Callback, _ arguments: @autoclosure () -> [String] = []) {
        guard let recorderReference, receiver.traceOrdinal != 0 else { return }
        record(through: recorderReference, .callback, classSlot: receiver.traceNameSlot, ordinal: receiver.traceOrdinal,
               callback: callback, arguments: arguments())
    }

    /// Records an object's initializer with one typed argument, rendered only when the trace
    /// is read (a view's frame, at every view made).
    func recordInit(_ receiver: UIResponder, _ callback: Callback, argument: @autoclosure () -> TraceArgument?) {
        guard let recorderReference, receiver.traceOrdinal != 0 else { return }
        recordTraceEvent(through: recorderReference, kind: .callback, time: runLoop.now, turn: runLoop.turn, depth: depth,
                             classSlot: receiver.traceNameSlot, ordinal: receiver.traceOrdinal,
                             callback: callback, argument: argument(), edge: nil, causeKey: causeKey,
                             cause: { causes.last ?? nil })
    }

    /// Delivers a callback to a delegate, which need not be a responder: a responder (the
    /// usual `AppDelegate: UIResponder`) goes through ``deliver(_:_:_:edge:_:)``; any other
    /// object is recorded the same way under its class name, with ordinal 1.
    package func deliver(toDelegate receiver: AnyObject, _ callback: Callback, _ arguments: @autoclosure () -> [String] = [],
                 edge: @autoclosure () -> String? = nil, _ body: () -> Void) {
        if let responder = receiver as? UIResponder {
            deliver(responder, callback, arguments(), edge: edge(), body)
            return
        }
        if let recorderReference {
            record(through: recorderReference, .callback, classSlot: Int32(truncatingIfNeeded: TraceNames.entry(of: type(of: receiver)).slot), ordinal: 1,
                   callback: callback, arguments: arguments(), edge: edge())
        }
        depth += 1
        body()
        depth -= 1
    }

    /// Records an event straight into the recorder's compact store, with the time, turn,
    /// depth and cause of now: no ``TraceEvent`` is made unless the recorder's reader wants
    /// one as it happens. The recorder is reached through ``recorderReference``, unretained
    /// (see `recordTraceEvent(through:...)`).
    @inline(__always)
    func record(through recorder: Unmanaged<TraceRecorder>, _ kind: TraceEvent.Kind, classSlot: Int32, ordinal: Int,
                callback: Callback, arguments: [String] = [], edge: String? = nil) {
        recordTraceEvent(through: recorder, kind: kind, time: runLoop.now, turn: runLoop.turn, depth: depth,
                             classSlot: classSlot, ordinal: ordinal, callback: callback, arguments: arguments,
                             edge: edge, causeKey: causeKey, cause: { causes.last ?? nil })
    }

    /// Delivers a delegate callback that returns a value, or `value` when it is not delivered.
    func ask<T>(_ receiver: AnyObject, _ callback: Callback, _ arguments: @autoclosure () -> [String] = [],
                default value: T, _ body: () -> T) -> T {
        var result = value
        deliver(toDelegate: receiver, callback, arguments()) { result = body() }
        return result
    }
}
