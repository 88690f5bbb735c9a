import HeadlessCore
import Foundation

/// A view controller whose view is a table view, and which is its data source and delegate.
///
/// Its default `loadView()` loads the storyboard scene's or nib's table view, or creates one
/// in its ``style``; a table view created here gets the controller as data source and
/// delegate. Subclasses override the data source and delegate methods, as on iOS.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style of the table view the controller creates.
    public let style: UITableView.Style
    /// Whether the selection is cleared when the view appears.
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose table view has a style.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller whose view comes from a nib, or a plain-style table view.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from a storyboard scene.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        if coder.containsValue(forKey: "clearsSelectionOnViewWillAppear") {
            clearsSelectionOnViewWillAppear = coder.decodeBool(forKey: "clearsSelectionOnViewWillAppear")
        }
    }

    /// The table view: the controller's view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Loads the archived table view, or creates one with the controller as its data source
    /// and delegate.
    open override func loadView() {
        loadDefaultView()
        if let tableView = viewIfLoaded as? UITableView {
            if tableView.dataSource == nil { tableView.dataSource = self }
            if tableView.tableDelegate == nil { tableView.delegate = self }
            return
        }
        let tableView = UITableView(frame: runtime.screen.bounds, style: style)
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }

    /// Clears the selection when asked to.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let tableView = viewIfLoaded as? UITableView,
           let selected = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: animated)
        }
    }

    // MARK: UITableViewDataSource

    /// No rows; override it.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A plain cell; override it.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// One section.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    // MARK: UITableViewDelegate

    /// The table view's row height.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.effectiveRowHeight
    }

    /// The tapped row.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
