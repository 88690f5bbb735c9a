import Synchronization

/// A method of a class found by its selector (on iOS, an opaque pointer into the class's
/// method list). Here it names the class and the selector: the method is the one the class's
/// selector table (the port's generated code) runs.
public struct Method: Hashable, Sendable, CustomStringConvertible {
    /// The class the method was looked up in.
    package let owner: ObjectIdentifier
    /// The class's name, for messages.
    package let className: String
    /// The method's selector.
    package let selector: Selector

    public var description: String { "-[\(className) \(selector.name)]" }
}

/// A method's implementation (on iOS, a function pointer). Here it names the method whose
/// implementation it is; implementations cannot be moved between methods.
public struct IMP: Hashable, Sendable {
    /// The method the implementation belongs to.
    package let method: Method
}

/// What UIKit answers for the runtime's functions: which methods a class has by selector (its
/// selector table), and where a refusal is reported (its diagnostics). UIKit installs it when
/// its runtime starts.
package protocol MethodLookupHost: Sendable {
    /// Whether instances of `type` run a method for `selector`.
    func instancesRespond(_ type: AnyClass, to selector: Selector) -> Bool
    /// Reports a call of the runtime that cannot be honoured, or whose answer differs from iOS.
    func report(_ problem: MethodLookupProblem)
}

/// A runtime call that cannot be honoured, or whose answer differs from iOS.
package struct MethodLookupProblem: Sendable {
    package enum Kind: Sendable {
        /// The class's method cannot be found by selector (a framework method, or a method that
        /// is not `@objc`): the lookup gave nil.
        case methodNotFound
        /// An implementation would have been exchanged, replaced or added: swizzling, which
        /// needs the Objective-C runtime's method lists. Nothing changed.
        case swizzling
    }
    package var kind: Kind
    /// The function called.
    package var function: String
    /// What happened, naming the class and the selectors.
    package var message: String
}

/// The host UIKit installed, if any.
package let methodLookupHost = Mutex<(any MethodLookupHost)?>(nil)

private func host() -> (any MethodLookupHost)? {
    methodLookupHost.withLock { $0 }
}

private func refuse(_ kind: MethodLookupProblem.Kind, _ function: String, _ message: String) {
    let problem = MethodLookupProblem(kind: kind, function: function, message: message)
    if let host = host() {
        host.report(problem)
    } else {
        print("\(function): \(message)")
    }
}

private func name(of type: AnyClass) -> String {
    String(describing: type)
}

private let swizzlingAdvice = "Swizzling needs the Objective-C runtime, which Linux has not: override the method in a subclass, or call the added behaviour from where the app needs it."

/// The instance method `cls` runs for `name`, or nil.
///
/// Found through the class's selector table: the `@objc` methods of the app's and libraries'
/// own classes (and their superclasses'), as the port registers them. A framework method
/// (`UIView.layoutSubviews`) or a method that is not `@objc` is not found: the answer is nil,
/// and a warning (`objc.method.notFound`) says so, since on iOS it would have been found.
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
    guard let cls else { return nil }
    if host()?.instancesRespond(cls, to: name) == true {
        return Method(owner: ObjectIdentifier(cls), className: ObjectiveC.name(of: cls), selector: name)
    }
    refuse(.methodNotFound, "class_getInstanceMethod",
           "\(ObjectiveC.name(of: cls)) has no method \"\(name.name)\" that can be found by selector here (only the @objc methods of the app's and its libraries' classes can): the lookup gives nil.")
    return nil
}

/// Whether instances of `cls` answer `sel` (through its selector table, as
/// ``class_getInstanceMethod(_:_:)``).
public func class_respondsToSelector(_ cls: AnyClass?, _ sel: Selector) -> Bool {
    guard let cls else { return false }
    return host()?.instancesRespond(cls, to: sel) == true
}

/// The implementation of a method.
public func method_getImplementation(_ m: Method) -> IMP {
    IMP(method: m)
}

/// The method's Objective-C type encoding: none here (nil).
public func method_getTypeEncoding(_ m: Method) -> UnsafePointer<CChar>? {
    nil
}

/// Swizzling: cannot be honoured. Both methods keep their own implementations, and an error
/// (`objc.swizzling.unsupported`) names them.
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {
    refuse(.swizzling, "method_exchangeImplementations",
           "cannot exchange the implementations of \(m1) and \(m2); each keeps its own. \(swizzlingAdvice)")
}

/// Swizzling: cannot be honoured. The method keeps its implementation (returned), and an
/// error names it.
@discardableResult
public func method_setImplementation(_ m: Method, _ imp: IMP) -> IMP {
    refuse(.swizzling, "method_setImplementation",
           "cannot give \(m) the implementation of \(imp.method); it keeps its own. \(swizzlingAdvice)")
    return IMP(method: m)
}

/// Adding a method at run time: cannot be honoured. Returns false (as when the class already
/// has the method), and an error names it.
@discardableResult
public func class_addMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> Bool {
    refuse(.swizzling, "class_addMethod",
           "cannot add \"\(name.name)\" to \(cls.map(ObjectiveC.name(of:)) ?? "nil") with the implementation of \(imp.method). \(swizzlingAdvice)")
    return false
}

/// Replacing a method at run time: cannot be honoured. Returns nil, and an error names it.
@discardableResult
public func class_replaceMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> IMP? {
    refuse(.swizzling, "class_replaceMethod",
           "cannot replace \"\(name.name)\" of \(cls.map(ObjectiveC.name(of:)) ?? "nil") by the implementation of \(imp.method). \(swizzlingAdvice)")
    return nil
}
