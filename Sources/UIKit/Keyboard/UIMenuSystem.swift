import HeadlessCore
import Foundation

/// A system of menus built through ``UIMenuBuilder``: ``main``, the app's main menu, whose key
/// commands a hardware keyboard reaches, and ``context``, the editing menus' (References §55.5).
///
/// The main menu is built when a key is first pressed on the device's hardware keyboard (iOS
/// builds it once a keyboard is attached) and again after ``setNeedsRebuild()``: the default
/// tree of standard menus, then the application's `buildMenu(with:)` and its delegate's.
@preconcurrency @MainActor
open class UIMenuSystem: NSObject {
    /// Which system this is.
    let kind: Kind

    enum Kind {
        case main, context
    }

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// The main menu system.
    open class var main: UIMenuSystem { HeadlessRuntime.current.hardwareKeyboard.mainMenuSystem }
    /// The context (editing) menu system.
    open class var context: UIMenuSystem { HeadlessRuntime.current.hardwareKeyboard.contextMenuSystem }

    /// Rebuilds the menus before they are next used, calling `buildMenu(with:)` again.
    open func setNeedsRebuild() {
        guard kind == .main else { return }
        HeadlessRuntime.current.hardwareKeyboard.mainMenu = nil
    }

    /// Revalidates the commands before they are next shown; key commands are looked up afresh
    /// at each press, so nothing is kept to invalidate.
    open func setNeedsRevalidate() {}
}
