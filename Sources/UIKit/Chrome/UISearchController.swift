import HeadlessCore
import Foundation

/// Search: a ``UISearchBar`` and the interface presented while the user searches.
///
/// Activating it (tapping its bar's field, or setting ``isActive``) presents it with the
/// normal presentation machinery, over the current context: from the controller whose
/// navigation item holds it (or whose view holds the bar), over the nearest controller that
/// `definesPresentationContext`, else over the root. The presenter stays on screen and gets
/// no appearance callbacks. Tapping the field makes it first responder first; its begin-editing
/// then presents the search (References §59.8). The delegate hears
/// `willPresentSearchController(_:)` before and `didPresentSearchController(_:)` after; the
/// results updater is asked to update when the bar's field becomes first responder and after
/// every change. Cancel (or setting `isActive`
/// to false) empties the text, ends editing, dismisses it (`willDismissSearchController(_:)`,
/// `didDismissSearchController(_:)`) and asks the updater once more (References §30). The
/// interleaving of these calls with the presentation's is inferred from each call's documented
/// meaning; no log orders them (References §50.7).
///
/// Set on ``UINavigationItem/searchController``, the bar sits in the navigation bar under
/// the title, making the bar (and the content's top safe-area inset) 52 points taller; while
/// active with ``hidesNavigationBarDuringPresentation``, the title row is hidden and the bar
/// is the search bar alone.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    private var storedSearchResultsController: UIViewController?
    private lazy var storedSearchBar: UISearchBar = {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: runtime.screen.bounds.width, height: UISearchBar.standardHeight))
        bar.searchController = self
        return bar
    }()
    private var active = false
    /// Set when the search ends while its presentation is under way.
    private var dismissesAfterPresentation = false
    /// The navigation item that shows the bar, if any.
    weak var hostNavigationItem: UINavigationItem?

    /// The object that filters content for the bar's text.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// The object told as the search interface is presented and dismissed.
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the content under the search interface is dimmed and not tappable while
    /// searching (true by default).
    open var obscuresBackgroundDuringPresentation = true
    /// The former name of ``obscuresBackgroundDuringPresentation``.
    @available(iOS, deprecated: 12.0, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar's title row hides while searching (true by default).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the bar's Cancel button shows while searching (true by default).
    open var automaticallyShowsCancelButton = true {
        didSet { storedSearchBar.updateCancelButton() }
    }
    /// Whether the bar's scope bar shows while searching (true by default).
    open var automaticallyShowsScopeBar = true {
        didSet { storedSearchBar.updateScopeBar() }
    }
    /// Whether the results controller shows as soon as the text is not empty (true by default).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller's view shows.
    open var showsSearchResultsController = false {
        didSet { updateResultsVisibility() }
    }

    /// Creates a search controller whose results show in `searchResultsController`, or, with
    /// nil, in the controller that shows the searched content.
    public init(searchResultsController: UIViewController?) {
        storedSearchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overCurrentContext
    }

    /// Creates a search controller with no results controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overCurrentContext
    }

    /// Creates a search controller from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .overCurrentContext
    }

    /// The controller that shows the results, if any.
    open var searchResultsController: UIViewController? { storedSearchResultsController }

    /// The search bar.
    open var searchBar: UISearchBar { storedSearchBar }

    /// Whether the search interface is presented. Setting it presents or dismisses it.
    open var isActive: Bool {
        get { active }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Loads the view: the results controller, if any, becomes a child whose view fills it
    /// (shown per ``showsSearchResultsController``).
    open override func viewDidLoad() {
        super.viewDidLoad()
        guard let results = storedSearchResultsController, results.parent == nil else { return }
        addChild(results)
        results.view.frame = view.bounds
        results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(results.view)
        results.didMove(toParent: self)
        updateResultsVisibility()
    }
}

// MARK: - Activation

extension UISearchController {
    /// The controller that presents the search interface: the one whose navigation item shows
    /// the bar (as its search controller or its title view), else the one whose view holds the bar.
    var presentingHost: UIViewController? {
        if let item = hostNavigationItem, let owner = item.owningController { return owner }
        if let bar = storedSearchBar.storedSuperview as? UINavigationBar, let top = bar.navigationController?.topViewController {
            return top
        }
        var current: UIView? = storedSearchBar.storedSuperview
        while let view = current {
            if let owner = view.owningViewController, owner.storedView === view { return owner }
            current = view.storedSuperview
        }
        return nil
    }

    /// Whether something on screen still shows the bar (a navigation item of a live
    /// controller, or a view), so that the controller is kept for the next search.
    var isKeptForNextSearch: Bool {
        hostNavigationItem?.owningController != nil || storedSearchBar.storedSuperview != nil
    }

    /// Whether the content under the search interface gets touches (it is not obscured and
    /// no results controller covers it).
    var passesTouchesToContent: Bool {
        !obscuresBackgroundDuringPresentation && (storedSearchResultsController == nil || !showsSearchResultsController)
    }

    /// The bar's field began editing: an inactive search presents itself (its automatic
    /// presentation), an active one asks for results (References §59.8).
    func searchFieldDidBeginEditing() {
        if active { updateResults() } else { activate() }
    }

    /// Presents the search interface, then asks the updater for results.
    func activate() {
        guard !active else { return }
        guard let host = presentingHost else {
            runtime.report(.error, .searchControllerNoPresenter,
                           "\(traceName) was activated, but its search bar is not shown by any view controller. Set it as a view controller's navigationItem.searchController, or put its searchBar in a view controller's view; the search was not activated.",
                           about: self)
            return
        }
        active = true
        // An active search shows its whole bar, also after it is cancelled.
        hostNavigationItem?.storedSearchBarReveal = nil
        if let delegate {
            runtime.deliver(toDelegate: delegate, .willPresentSearchController, [traceName]) {
                delegate.willPresentSearchController(self)
            }
        }
        host.present(self, animated: true) { [weak self] in
            guard let self else { return }
            if let delegate = self.delegate {
                self.runtime.deliver(toDelegate: delegate, .didPresentSearchController, [self.traceName]) {
                    delegate.didPresentSearchController(self)
                }
            }
            // Deactivated while the presentation was under way: the dismissal follows it.
            if self.dismissesAfterPresentation {
                self.dismissesAfterPresentation = false
                self.dismissInterface()
            }
        }
        guard storedPresentingViewController != nil else {
            active = false
            return
        }
        storedSearchBar.updateCancelButton()
        storedSearchBar.updateScopeBar()
        hostNavigationItem?.owningController?.navigationController?.barsDidChange()
        updateResults()
    }

    /// Ends the search: the text empties, the field resigns, the interface is dismissed and
    /// the updater asked once more.
    func deactivate() {
        guard active else { return }
        active = false
        if let delegate {
            runtime.deliver(toDelegate: delegate, .willDismissSearchController, [traceName]) {
                delegate.willDismissSearchController(self)
            }
        }
        if beingPresented {
            dismissesAfterPresentation = true
        } else {
            dismissInterface()
        }
        storedSearchBar.text = ""
        storedSearchBar.endEditing(true)
        storedSearchBar.updateCancelButton()
        storedSearchBar.updateScopeBar()
        updateResultsVisibility()
        hostNavigationItem?.owningController?.navigationController?.barsDidChange()
        updateResults(asSearchEnds: true)
    }

    /// Dismisses the search interface, then tells the delegate.
    private func dismissInterface() {
        guard storedPresentingViewController != nil, !beingDismissed else { return }
        dismiss(animated: true) { [weak self] in
            guard let self, let delegate = self.delegate else { return }
            self.runtime.deliver(toDelegate: delegate, .didDismissSearchController, [self.traceName]) {
                delegate.didDismissSearchController(self)
            }
        }
    }

    /// Asks the results updater to update (while active, or once as the search ends).
    func updateResults(asSearchEnds: Bool = false) {
        guard active || asSearchEnds, let updater = searchResultsUpdater else { return }
        runtime.deliver(toDelegate: updater, .updateSearchResults, [traceName]) {
            updater.updateSearchResults(for: self)
        }
    }

    /// The user changed the bar's text: the results controller shows once there is text, and
    /// the updater updates.
    func textDidChange() {
        if automaticallyShowsSearchResultsController, storedSearchResultsController != nil {
            let hasText = !(storedSearchBar.text ?? "").isEmpty
            if showsSearchResultsController != hasText { showsSearchResultsController = hasText }
        }
        updateResults()
    }

    private func updateResultsVisibility() {
        guard let results = storedSearchResultsController, let view = results.viewIfLoaded else { return }
        view.isHidden = !(showsSearchResultsController && active)
    }
}
