/// Sets an outlet named in a file on an object: UIKit's own outlets first, then the setters
/// `lifecycle port` generates for `@IBOutlet`s (see ``SelectorTable``), then the object's
/// ``Outlet`` and ``OutletCollection`` properties, found by name through `Mirror`.
@MainActor
enum IBOutletConnector {
    static func connect(_ property: String, of source: AnyObject, to destination: AnyObject,
                        collection: Bool) -> OutletConnectionResult {
        if !collection, let result = connectBuiltIn(property, of: source, to: destination) {
            return result
        }
        if let setter = SelectorTable.outletSetter(named: property, inClass: type(of: source)) {
            return setter.set(source, destination) ? .connected : .wrongType(expected: setter.typeName)
        }
        let label = "_" + property
        var mirror: Mirror? = Mirror(reflecting: source)
        while let current = mirror {
            for child in current.children where child.label == label {
                if let outlet = child.value as? ConnectableOutlet {
                    return outlet.connect(destination)
                }
            }
            mirror = current.superclassMirror
        }
        return .notFound
    }

    /// UIKit's outlets: a view controller's `view`, a table view controller's `tableView`,
    /// a table view's `dataSource` and `delegate`, a picker view's `dataSource` and `delegate`,
    /// a text field's and a search bar's `delegate` (References §56.3), a scroll view's `delegate`.
    private static func connectBuiltIn(_ property: String, of source: AnyObject, to destination: AnyObject) -> OutletConnectionResult? {
        switch (source, property) {
        case (let controller as UITableViewController, "tableView"):
            guard let view = destination as? UITableView else { return .wrongType(expected: "UITableView") }
            controller.view = view
            return .connected
        case (let controller as UIViewController, "view"):
            guard let view = destination as? UIView else { return .wrongType(expected: "UIView") }
            controller.view = view
            return .connected
        case (let tableView as UITableView, "dataSource"):
            guard let dataSource = destination as? UITableViewDataSource else { return .wrongType(expected: "UITableViewDataSource") }
            tableView.dataSource = dataSource
            return .connected
        case (let picker as UIPickerView, "dataSource"):
            guard let dataSource = destination as? UIPickerViewDataSource else { return .wrongType(expected: "UIPickerViewDataSource") }
            picker.dataSource = dataSource
            return .connected
        case (let picker as UIPickerView, "delegate"):
            guard let delegate = destination as? UIPickerViewDelegate else { return .wrongType(expected: "UIPickerViewDelegate") }
            picker.delegate = delegate
            return .connected
        case (let field as UITextField, "delegate"):
            guard let delegate = destination as? UITextFieldDelegate else { return .wrongType(expected: "UITextFieldDelegate") }
            field.delegate = delegate
            return .connected
        case (let searchBar as UISearchBar, "delegate"):
            guard let delegate = destination as? UISearchBarDelegate else { return .wrongType(expected: "UISearchBarDelegate") }
            searchBar.delegate = delegate
            return .connected
        case (let scrollView as UIScrollView, "delegate"):
            guard let delegate = destination as? UIScrollViewDelegate else { return .wrongType(expected: "UIScrollViewDelegate") }
            scrollView.delegate = delegate
            return .connected
        default:
            return nil
        }
    }
}
