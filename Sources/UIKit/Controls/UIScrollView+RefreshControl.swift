import HeadlessCore
import Foundation

/// The scroll view's refresh control.
///
/// Apple declares `refreshControl` as an `open` stored property of `UIScrollView`; an
/// extension cannot hold one, so the control is kept in the process's side table (with the
/// gesture recognizers, ``GestureArena``), weakly, while the scroll view keeps it as a
/// subview; the property is public but not overridable here. Setting a control adds it as a
/// subview, as iOS does; setting nil removes it. (Merging into `UIScrollView.swift` as an
/// `open var` with storage is the better home.)
extension UIScrollView {
    /// The pull-to-refresh control, or nil.
    public var refreshControl: UIRefreshControl? {
        get {
            let arena = GestureArena.current
            guard let control = arena.refreshControls[ObjectIdentifier(self)]?.control else { return nil }
            // A dead scroll view's entry, found again under a reused address.
            guard control.superview === self else {
                arena.refreshControls[ObjectIdentifier(self)] = nil
                return nil
            }
            return control
        }
        set {
            let arena = GestureArena.current
            let old = refreshControl
            guard old !== newValue else { return }
            if let old, old.superview === self { old.removeFromSuperview() }
            arena.refreshControls[ObjectIdentifier(self)] = newValue.map { WeakRefreshControl(control: $0) }
            if let newValue { insertSubview(newValue, at: 0) }
        }
    }
}
