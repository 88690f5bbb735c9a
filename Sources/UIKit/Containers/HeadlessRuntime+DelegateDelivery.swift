/// Delivery of delegate callbacks, whose receivers need not be responders.
extension HeadlessRuntime {
    /// Records a delegate callback on `receiver` and runs `body`, like
    /// ``deliver(_:_:_:edge:_:)`` for responders. A receiver that is not a `UIResponder` is
    /// recorded under its class name with ordinal 0.
    func deliver(toDelegate receiver: AnyObject, _ callback: Callback, _ arguments: @autoclosure () -> [String] = [],
                 _ body: () -> Void) {
        if let responder = receiver as? UIResponder {
            deliver(responder, callback, arguments(), body)
            return
        }
        if let recorder {
            recorder.record(event(kind: .callback, className: String(describing: type(of: receiver)), ordinal: 0,
                                  callback: callback.swiftName, selector: callback.selector, arguments: arguments()))
        }
        depth += 1
        body()
        depth -= 1
    }

    /// Delivers a delegate callback that returns a value.
    func ask<T>(_ receiver: AnyObject, _ callback: Callback, _ arguments: @autoclosure () -> [String] = [],
                default value: T, _ body: () -> T) -> T {
        var result = value
        deliver(toDelegate: receiver, callback, arguments()) { result = body() }
        return result
    }
}
