import HeadlessCore
import Foundation

extension AppearanceRegistry {
    /// Makes the proxy of `type`: an instance of `type` itself, never of another class seen
    /// as it, so that whatever the app sets on the proxy (a framework property, an override of
    /// one, a stored property of its own subclass) works on storage the object has.
    ///
    /// A class found at run time can only be made through a `required` initializer, and
    /// `init(coder:)` is the one every view and bar item has (a subclass that declares
    /// initializers of its own must declare it, which is how Interface Builder makes it). It
    /// runs with ``AppearanceProxyCoder``, which holds no values, while ``isMakingProxy`` keeps
    /// the proxy and anything its initializer makes out of the trace.
    ///
    /// An app's `init(coder:)` may return nil (iOS never asks it for a proxy, whose proxies are
    /// not instances). Then the runtime reports `appearance.proxy.initFailed` naming the class
    /// and the fix, and:
    /// - if the initializer returned nil after `super.init(coder:)`, the instance that
    ///   `UIView`'s `init(coder:)` built is complete (Swift initializes a subclass's stored
    ///   properties before its superclass's initializer runs) and the coder kept it alive, so it
    ///   serves as the proxy: a real instance of the class, and the app's settings still apply
    ///   (a warning);
    /// - if it returned nil before that, no instance of the class exists, and Swift has no
    ///   sound way to make one without an initializer (an instance of a superclass is not one,
    ///   and using it as one is the out-of-bounds access this design removes), so the process
    ///   stops, as iOS stops at an unimplemented initializer (an error).
    func makeProxy<Proxy: AnyObject>(of type: Proxy.Type) -> Proxy {
        let coder = AppearanceProxyCoder(making: type)
        let made: AnyObject?
        switch type {
        case let view as UIView.Type: made = view.init(coder: coder)
        case let item as UIBarItem.Type: made = item.init(coder: coder)
        default:
            let message = "\(type).appearance() was called, but \(type) is neither a view nor a bar item, so HeadlessUIKit cannot make its appearance proxy. Implement the UIAppearance requirements in \(type) itself."
            HeadlessRuntime.current.report(.error, .appearanceProxyUnsupportedClass, message)
            fatalError(message)
        }
        if let proxy = made as? Proxy { return proxy }
        let problem = "\(type).init(coder:) returned nil when HeadlessUIKit made the proxy of \(type).appearance(): on Linux an appearance proxy is an instance of the class, made through its init(coder:) with a coder that holds no values."
        let fix = "Let `required init?(coder:)` of \(type) succeed: call `super.init(coder: coder)` and set the instance up there as init(frame:) does (Interface Builder needs the same), or style its instances directly rather than through \(type).appearance()."
        if let built = coder.builtView as? Proxy {
            HeadlessRuntime.current.report(.warning, .appearanceProxyInitFailed,
                                           "\(problem) The instance it built before returning nil serves as the proxy. \(fix)")
            return built
        }
        let message = "\(problem) It returned nil before calling super.init(coder:), so no instance of \(type) exists to serve as the proxy. \(fix)"
        HeadlessRuntime.current.report(.error, .appearanceProxyInitFailed, message)
        fatalError(message)
    }
}
