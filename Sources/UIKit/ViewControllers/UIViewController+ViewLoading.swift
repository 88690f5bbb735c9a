import HeadlessCore
import Foundation

/// Loading the view: `loadView()` then `viewDidLoad()`, whenever ``view`` is read while nil.
extension UIViewController {

    /// The default `loadView()`: the archived view, the nib's view, or a plain view.
    func loadDefaultView() {
        if let loader = archivedViewLoader, loader(self) { return }
        if let loader = runtime.nibLoading, loader.loadNibView(for: self) { return }
        view = UIView(frame: runtime.screen.bounds)
    }

    /// The nesting level at which a re-entrant read of a nil `view` stops recursing.
    ///
    /// On iOS a `loadView()` that leaves `view` nil, paired with a `viewDidLoad()` that reads
    /// `view`, recurses until the stack overflows (VC-9). Here the first repeat is delivered so
    /// the trace shows the loop, then the recursion stops with a diagnostic and a placeholder view.
    static let viewLoadRepeatLimit = 2

    func loadViewIfRequired() {
        guard storedView == nil else { return }
        if viewLoadNesting >= Self.viewLoadRepeatLimit {
            runtime.report(.error, .viewControllerLoadViewRecursion,
                           "\(traceName).loadView() returned without assigning view, and reading view again re-entered loadView() (on iOS this recurses until the app crashes). Assign self.view in loadView(), or call super.loadView(). A plain UIView was installed to stop the recursion.",
                           about: self)
            installPlaceholderView()
            return
        }
        viewLoadNesting += 1
        defer { viewLoadNesting -= 1 }
        isRunningLoadView = true
        runtime.deliver(self, .loadView) { loadView() }
        isRunningLoadView = false
        deliverViewDidLoad()
    }

    /// The view, for framework code that must have one: a `loadView()` that leaves it nil is
    /// reported and replaced by a plain view instead of crashing.
    func loadedViewForFramework() -> UIView {
        if storedView == nil { loadViewIfRequired() }
        if let storedView { return storedView }
        runtime.report(.error, .viewControllerLoadViewNoView,
                       "\(traceName).loadView() did not assign view. Assign self.view in loadView(), or do not override it. A plain UIView was installed.",
                       about: self)
        return installPlaceholderView()
    }

    @discardableResult
    private func installPlaceholderView() -> UIView {
        let placeholder = UIView(frame: runtime.screen.bounds)
        storedView = placeholder
        placeholder.owningViewController = self
        return placeholder
    }

    func assignView(_ newView: UIView?) {
        guard newView !== storedView else { return }
        if let newView, let other = newView.owningViewController, other !== self {
            runtime.report(.error, .viewControllerViewShared,
                           "\(newView.traceName) is already the view of \(other.traceName); a view can be the root view of one view controller only. Create another view for \(traceName).",
                           about: self)
            return
        }
        let wasLoaded = storedView != nil
        storedView?.owningViewController = nil
        storedView = newView
        newView?.owningViewController = self
        if newView != nil && !wasLoaded && !isRunningLoadView && viewLoadNesting == 0 {
            deliverViewDidLoad()
        }
    }

    private func deliverViewDidLoad() {
        deliverChecked(.viewDidLoad) { viewDidLoad() }
    }
}
