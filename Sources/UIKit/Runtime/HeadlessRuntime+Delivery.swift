/// Delivery of callbacks: the single place where the framework calls into user code.
extension HeadlessRuntime {
    /// Records `callback` on `receiver` (when a recorder is attached) and runs `body`, which
    /// makes the actual call, one level deeper.
    @inline(__always)
    func deliver(_ receiver: UIResponder, _ callback: Callback, _ arguments: @autoclosure () -> [String] = [],
                 edge: String? = nil, _ body: () -> Void) {
        if let recorder {
            recorder.record(event(kind: .callback, className: receiver.traceClassName, ordinal: receiver.traceOrdinal,
                                  callback: callback.swiftName, selector: callback.selector,
                                  arguments: arguments(), edge: edge))
        }
        depth += 1
        body()
        depth -= 1
    }

    /// Records a callback whose receiver is being destroyed (its `deinit`).
    func recordDeinit(className: String, ordinal: Int) {
        guard let recorder else { return }
        recorder.record(event(kind: .callback, className: className, ordinal: ordinal,
                              callback: Callback.deinitialize.swiftName, selector: Callback.deinitialize.selector))
    }

    /// Records an object's initializer, which the object itself runs.
    func recordInit(_ receiver: UIResponder, _ callback: Callback, _ arguments: @autoclosure () -> [String] = []) {
        guard let recorder else { return }
        recorder.record(event(kind: .callback, className: receiver.traceClassName, ordinal: receiver.traceOrdinal,
                              callback: callback.swiftName, selector: callback.selector, arguments: arguments()))
    }
}
