import HeadlessCore
import Foundation
@_spi(Headless) import QuartzCore

extension CADisplayLink {
    /// A display link that sends `sel` to `target` at every frame, the link as its argument,
    /// through the selector tables the port generates (References §57.11). As on iOS, the link
    /// retains its target: release the link (after `invalidate()`) to release the target.
    public convenience init(target: Any, selector sel: Selector) {
        let object = target as AnyObject
        self.init(handler: { link in
            VirtualDelay.onMain((link: link, target: object)) { sent in
                let runtime = SelectorCall.runtime(of: sent.target)
                runtime.send(sel, to: sent.target, arguments: [sent.link])
            }
        })
    }
}
