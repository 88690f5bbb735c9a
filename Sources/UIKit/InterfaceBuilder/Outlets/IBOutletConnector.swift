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
            assign(destination, as: UITableView.self) { controller.view = $0 }
        case (let controller as UIViewController, "view"):
            assign(destination, as: UIView.self) { controller.view = $0 }
        case (let tableView as UITableView, "dataSource"):
            assign(destination, as: (any UITableViewDataSource).self) { tableView.dataSource = $0 }
        case (let picker as UIPickerView, "dataSource"):
            assign(destination, as: (any UIPickerViewDataSource).self) { picker.dataSource = $0 }
        case (let picker as UIPickerView, "delegate"):
            assign(destination, as: (any UIPickerViewDelegate).self) { picker.delegate = $0 }
        case (let field as UITextField, "delegate"):
            assign(destination, as: (any UITextFieldDelegate).self) { field.delegate = $0 }
        case (let searchBar as UISearchBar, "delegate"):
            assign(destination, as: (any UISearchBarDelegate).self) { searchBar.delegate = $0 }
        case (let scrollView as UIScrollView, "delegate"):
            assign(destination, as: (any UIScrollViewDelegate).self) { scrollView.delegate = $0 }
        default:
            nil
        }
    }

    /// Sets an outlet through `set` when `destination` is a `Value`; else the outlet's type,
    /// named as the diagnostic shows it (`UITableViewDataSource` for a protocol).
    private static func assign<Value>(_ destination: AnyObject, as _: Value.Type,
                                      _ set: (Value) -> Void) -> OutletConnectionResult {
        guard let value = destination as? Value else { return .wrongType(expected: String(describing: Value.self)) }
        set(value)
        return .connected
    }
}
