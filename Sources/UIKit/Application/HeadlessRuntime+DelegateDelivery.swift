import Foundation

/// Delivery to delegates, which need not be responders.
extension HeadlessRuntime {
    /// Delivers a callback to a delegate object through ``deliver(_:_:_:edge:_:)`` when it is
    /// a responder (the usual `AppDelegate: UIResponder`), or records it the same way
    /// otherwise, with ordinal 1.
    func deliver(toDelegate receiver: AnyObject, _ callback: Callback, _ arguments: @autoclosure () -> [String] = [],
                 edge: String? = nil, _ body: () -> Void) {
        if let responder = receiver as? UIResponder {
            deliver(responder, callback, arguments(), edge: edge, body)
            return
        }
        if let recorder {
            recorder.record(event(kind: .callback, className: String(describing: type(of: receiver)), ordinal: 1,
                                  callback: callback.swiftName, selector: callback.selector,
                                  arguments: arguments(), edge: edge))
        }
        depth += 1
        body()
        depth -= 1
    }
}
