import HeadlessCore

/// Sending a selector to an object: the one place where a method is called by name.
///
/// An object answers a selector when its class (or a superclass) has it in its
/// ``SelectorTable``, or, for a storyboard action, when it conforms to ``IBActionTarget``
/// and returns a method for the name. A selector that the object does not answer is what
/// iOS reports as "unrecognized selector sent to instance" before it raises an exception;
/// here it is reported as an error diagnostic (code `selector.unrecognized`) and nothing
/// runs, so one missing method does not end the run.
extension HeadlessRuntime {
    /// Whether `target` answers `selector`.
    func responds(_ target: AnyObject, to selector: Selector) -> Bool {
        if let handler = target as? IBActionTarget, handler.action(named: selector.name) != nil { return true }
        return SelectorTable.method(for: selector, of: target) != nil
    }

    /// Calls the method `target` has for `selector`, traced as a callback of the target.
    ///
    /// - Returns: whether the target had the method; when it had not and `reportsMissing`,
    ///   an "unrecognized selector" error is reported.
    @discardableResult
    func send(_ selector: Selector, to target: AnyObject, arguments: [Any?], reportsMissing: Bool = true) -> Bool {
        sendReturning(selector, to: target, arguments: arguments, reportsMissing: reportsMissing).sent
    }

    /// ``send(_:to:arguments:reportsMissing:)`` with the method's return value.
    func sendReturning(_ selector: Selector, to target: AnyObject, arguments: [Any?],
                       reportsMissing: Bool = true) -> (sent: Bool, result: Any?) {
        if let handler = target as? IBActionTarget, handler.action(named: selector.name) != nil {
            return (deliverAction(selector.name, to: handler, sender: arguments.first ?? nil), nil)
        }
        guard let method = SelectorTable.method(for: selector, of: target) else {
            if reportsMissing { reportUnrecognized(selector, sentTo: target) }
            return (false, nil)
        }
        let arguments = Array(arguments.prefix(selector.argumentCount))
        var result: Any?
        let callback = Callback(Self.swiftName(ofSelector: selector.name), selector: selector.name)
        let described = arguments.map { describeSender($0) }
        deliver(toDelegate: target, callback, described) {
            result = method(target, SelectorArguments(arguments))
        }
        return (true, result)
    }

    /// Reports a selector sent to an object that has no method for it.
    func reportUnrecognized(_ selector: Selector, sentTo target: AnyObject) {
        let className = String(describing: type(of: target))
        let instance = (target as? UIResponder)?.traceName ?? className
        report(.error, .selectorUnrecognized,
               "-[\(className) \(selector.name)]: unrecognized selector sent to instance \(instance). Declare the method with @objc (or @IBAction) in \(className) or a superclass so that `lifecycle port` adds it to the class's selector table, or fix the selector's name.",
               about: target as? UIResponder)
    }
}
