import HeadlessCore

/// The UIKit classes that Interface Builder's standard elements archive, and the classes
/// an object of a file is created with.
@MainActor
enum IBClassMapping {
    /// The class a standard view element archives; elements the runtime does not model are
    /// plain `UIView`s.
    static func viewClass(forElement name: String) -> UIView.Type {
        switch name {
        case "label": return UILabel.self
        case "imageView": return UIImageView.self
        case "scrollView": return UIScrollView.self
        case "tableView": return UITableView.self
        case "tableViewCell": return UITableViewCell.self
        case "stackView": return UIStackView.self
        case "window": return UIWindow.self
        case "button": return UIButton.self
        case "textField": return UITextField.self
        case "textView": return UITextView.self
        case "switch": return UISwitch.self
        case "slider": return UISlider.self
        case "stepper": return UIStepper.self
        case "segmentedControl": return UISegmentedControl.self
        case "pageControl": return UIPageControl.self
        case "datePicker": return UIDatePicker.self
        case "pickerView": return UIPickerView.self
        case "activityIndicatorView": return UIActivityIndicatorView.self
        case "progressView": return UIProgressView.self
        case "toolbar": return UIToolbar.self
        case "searchBar": return UISearchBar.self
        case let name where IBElementCatalog.plainControls.contains(name): return UIControl.self
        default: return UIView.self
        }
    }

    /// The class a standard view controller element archives.
    static func controllerClass(forElement name: String) -> UIViewController.Type {
        switch name {
        case "tableViewController": return UITableViewController.self
        case "navigationController": return UINavigationController.self
        case "tabBarController": return UITabBarController.self
        case "pageViewController": return UIPageViewController.self
        case "splitViewController": return UISplitViewController.self
        default: return UIViewController.self
        }
    }

    /// Resolves the classes of a document's views, view controllers and segues, storing them
    /// on the objects; returns the errors (unknown or wrong custom classes), after which the
    /// standard class is used.
    static func resolveClasses(in document: IBDocument) -> [InterfaceBuilderError] {
        var errors: [InterfaceBuilderError] = []
        for object in document.objectsByID.values.sorted(by: { $0.order < $1.order }) {
            switch object.role {
            case .view, .controller:
                let standard: AnyClass = object.role == .view
                    ? viewClass(forElement: object.elementName) : controllerClass(forElement: object.elementName)
                object.resolvedClass = standard
                if object.customClass == nil, let standIn = IBElementCatalog.standInViews[object.elementName] {
                    // A framework the project stands in for (`<wkWebView>`): its class when the
                    // app links the module, else a plain view reported as not created.
                    if let found = InterfaceBuilderClassLookup.lookUp(standIn.className, module: standIn.module),
                       found is UIView.Type {
                        object.resolvedClass = found
                    } else {
                        object.isUnsupported = true
                    }
                    continue
                }
                guard let name = object.customClass else { continue }
                guard let found = InterfaceBuilderClassLookup.lookUp(name, module: object["customModule"]) else {
                    errors.append(document.error(.unknownClass, at: object,
                                                 "unknown class \(name) in Interface Builder file: no module\(object["customModule"].map { " (\($0) included)" } ?? "") has a class of that name. Check the Custom Class field, make the class internal or public (not private), or register its module with InterfaceBuilderClassLookup.register(moduleNamed:). A \(standard) is created instead."))
                    continue
                }
                let expected: AnyClass = object.role == .view ? UIView.self : UIViewController.self
                guard object.role == .view ? found is UIView.Type : found is UIViewController.Type else {
                    errors.append(document.error(.wrongClass, at: object,
                                                 "the custom class \(String(reflecting: found)) of \(object.summary) is not a subclass of \(expected). Pick a \(expected) subclass in the Custom Class field. A \(standard) is created instead."))
                    continue
                }
                object.resolvedClass = found
            case .placeholder, .exit, .storyboardReference, .other:
                continue
            }
        }
        for object in document.objectsByID.values.sorted(by: { $0.order < $1.order }) {
            for connection in object.connections {
                guard let segue = connection.segue, let name = segue.customClass else { continue }
                guard let found = InterfaceBuilderClassLookup.lookUp(name, module: segue.customModule),
                      found is UIStoryboardSegue.Type else {
                    errors.append(document.error(.unknownClass, at: object, line: connection.line,
                                                 "unknown segue class \(name) in Interface Builder file (segue \(connection.id)): no module has a UIStoryboardSegue subclass of that name. The segue is performed as a plain \(segue.kind) segue."))
                    continue
                }
                document.segueClasses[connection.id] = found
            }
        }
        return errors
    }
}
