import HeadlessCore
import Foundation

/// Builds the ``AccessibilitySnapshot`` of a window: the topmost screen (as the device's
/// element finder sees it, `UIWindow+ElementQuery.swift`), an alert on it, an open menu, and
/// the keyboard when a text input is first responder.
extension UIWindow {
    /// The window's accessibility tree under an application node labelled `applicationLabel`.
    func accessibilitySnapshot(applicationLabel: String) -> AccessibilitySnapshot {
        var builder = AccessibilitySnapshotBuilder(window: self)
        builder.build(applicationLabel: applicationLabel)
        return AccessibilitySnapshot(nodes: builder.nodes)
    }
}

/// The walk behind ``UIWindow/accessibilitySnapshot(applicationLabel:)``: its own stack, so a
/// deep view tree cannot overflow the thread's, and at most ``nodeLimit`` elements.
@MainActor
struct AccessibilitySnapshotBuilder {
    /// The most elements a snapshot holds; the rest of a huge screen is left out.
    static let nodeLimit = 5_000

    let window: UIWindow
    var nodes: [AccessibilityNode] = []
    /// The device's elements by the object they stand for, for the taps.
    private var elements: [ElementKey: ScreenElement] = [:]

    init(window: UIWindow) {
        self.window = window
    }

    /// Keys the finder's elements by what they stand for.
    private struct ElementKey: Hashable {
        let object: ObjectIdentifier
        let index: Int
    }

    mutating func build(applicationLabel: String) {
        for element in window.screenElements() {
            let key: ElementKey? = switch element.kind {
            case .view(let view): ElementKey(object: ObjectIdentifier(view), index: -1)
            case .barButtonItem(let item, _): ElementKey(object: ObjectIdentifier(item), index: -1)
            case .backButton(let navigation): ElementKey(object: ObjectIdentifier(navigation), index: -1)
            case .tab(let tabs, let index): ElementKey(object: ObjectIdentifier(tabs), index: index)
            case .alertAction(_, let action): ElementKey(object: ObjectIdentifier(action), index: -1)
            case .menuElement(let menuElement): ElementKey(object: ObjectIdentifier(menuElement), index: -1)
            case .segment(let control, let index): ElementKey(object: ObjectIdentifier(control), index: index)
            }
            if let key, elements[key] == nil { elements[key] = element }
        }
        let screen = window.bounds
        add(.application, depth: 0, label: applicationLabel, frame: screen, target: .none, name: "application")
        add(.window, depth: 1, frame: screen, target: .none, name: window.traceName)
        let (root, front) = window.topmostScreen()
        if let alert = front as? UIAlertController {
            addAlert(alert, depth: 2)
        } else {
            walk(root, depth: 2)
            if let search = (window.storedRootViewController?.frontmostPresented as? UISearchController)?.searchBar,
               search.storedWindow === window, !search.isDescendant(of: root) {
                walk(search, depth: 2)
            }
        }
        addMenu(depth: 2)
        addKeyboard(depth: 1)
    }

    // MARK: Nodes

    private mutating func add(_ type: AccessibilityElementType, depth: Int, identifier: String? = nil, label: String? = nil,
                              value: String? = nil, title: String? = nil, placeholder: String? = nil, frame: CGRect,
                              enabled: Bool = true, selected: Bool = false, hittable: Bool = true, focused: Bool = false,
                              target: AccessibilityTarget, name: String) {
        guard nodes.count < Self.nodeLimit else { return }
        nodes.append(AccessibilityNode(type: type, depth: depth, identifier: identifier ?? "", label: label ?? "", value: value,
                                       title: title ?? "", placeholderValue: placeholder, frame: frame, isEnabled: enabled,
                                       isSelected: selected, isHittable: hittable, hasFocus: focused,
                                       objectName: name, target: target))
    }

    private func screenFrame(of view: UIView) -> CGRect {
        view === window ? window.bounds : view.convert(view.bounds, to: window)
    }

    /// Whether a touch at the view's centre reaches it (or a view of its own subtree, or one
    /// of its ancestors that the view lets touches through to): on screen and not covered.
    private func isHittable(_ view: UIView, at point: CGPoint? = nil) -> Bool {
        let frame = screenFrame(of: view)
        let center = point ?? CGPoint(x: frame.midX, y: frame.midY)
        guard window.bounds.contains(center) else { return false }
        guard let hit = window.hitTest(center, with: nil) else { return false }
        return hit === view || hit.isDescendant(of: view) || view.isDescendant(of: hit)
    }

    private func element(_ object: AnyObject, index: Int = -1) -> ScreenElement? {
        elements[ElementKey(object: ObjectIdentifier(object), index: index)]
    }

    /// The target of a view: its element when the finder has one (a tap then does what the
    /// device's `tap` does), else the view itself (a touch at its centre).
    private func target(of view: UIView) -> AccessibilityTarget {
        element(view).map { .element($0) } ?? .view(view)
    }

    // MARK: The view tree

    private mutating func walk(_ root: UIView, depth rootDepth: Int) {
        var stack: [(UIView, Int)] = [(root, rootDepth)]
        while let (view, depth) = stack.popLast(), nodes.count < Self.nodeLimit {
            guard !view.isHidden, view.alpha >= 0.01, !view.accessibilityElementsHidden else { continue }
            if view is UIWindow {
                pushChildren(of: view, depth: depth, onto: &stack)
                continue
            }
            switch view {
            case let bar as UINavigationBar:
                addNavigationBar(bar, depth: depth)
                continue
            case let bar as UITabBar:
                addTabBar(bar, depth: depth)
                continue
            case let toolbar as UIToolbar:
                addToolbar(toolbar, depth: depth)
                continue
            case let control as UISegmentedControl:
                addSegmentedControl(control, depth: depth)
                continue
            case let stepper as UIStepper:
                addStepper(stepper, depth: depth)
                continue
            case let picker as UIPickerView:
                addPicker(picker, depth: depth)
                continue
            default:
                break
            }
            let type = elementType(of: view)
            guard let type else {
                pushChildren(of: view, depth: depth, onto: &stack)
                continue
            }
            addView(view, type: type, depth: depth)
            // An accessibility element hides its subviews; a container shows them.
            if !view.isAccessibilityElement || view is UITableViewCell || view is UICollectionViewCell {
                pushChildren(of: view, depth: depth + 1, onto: &stack)
            }
        }
    }

    private func pushChildren(of view: UIView, depth: Int, onto stack: inout [(UIView, Int)]) {
        for subview in view.storedSubviews.reversed() {
            stack.append((subview, depth))
        }
    }

    /// The element type of a view, or nil when the view is no node (a plain container).
    private func elementType(of view: UIView) -> AccessibilityElementType? {
        switch view {
        case is UITableViewCell, is UICollectionViewCell: return .cell
        case is UITableView: return .table
        case is UICollectionView: return .collectionView
        case is UISearchTextField: return .searchField
        case let field as UITextField: return field.isSecureTextEntry ? .secureTextField : .textField
        case is UITextView: return .textView
        case is UIScrollView: return .scrollView
        case is UISwitch: return .switch
        case is UISlider: return .slider
        case is UIButton: return .button
        case is UILabel: return .staticText
        case is UIImageView:
            return view.accessibilityIdentifier != nil || view.accessibilityLabel != nil ? .image : nil
        case is UIActivityIndicatorView: return .activityIndicator
        case is UIProgressView: return .progressIndicator
        case is UIPageControl: return .pageIndicator
        case is UIDatePicker: return .datePicker
        default:
            let traits = view.accessibilityTraits
            if view.isAccessibilityElement || view.accessibilityIdentifier != nil {
                if traits.contains(.button) { return .button }
                if traits.contains(.staticText) { return .staticText }
                if traits.contains(.image) { return .image }
                return .other
            }
            return nil
        }
    }

    private mutating func addView(_ view: UIView, type: AccessibilityElementType, depth: Int) {
        let control = view as? UIControl
        var label = view.accessibilityLabel
        var value = view.accessibilityValue
        var placeholder: String?
        var selected = control?.isSelected ?? false
        var focused = false
        var target = target(of: view)
        switch view {
        case let field as UITextField:
            // A text field's label is what the app set; its value is its text, else its placeholder.
            label = view.distinctAccessibilityLabel
            placeholder = field.placeholder
            let text = field.storedText
            value = text.isEmpty ? field.placeholder : field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
            focused = window.runtime.textInput.firstResponder === field
            target = .view(field)
        case let textView as UITextView:
            value = textView.storedText
            focused = window.runtime.textInput.firstResponder === textView
            target = .view(textView)
        case let cell as UITableViewCell:
            selected = cell.isSelected
            label = cell.distinctAccessibilityLabel ?? Self.texts(in: cell).joined(separator: ", ")
        case let cell as UICollectionViewCell:
            selected = cell.isSelected
            label = cell.distinctAccessibilityLabel ?? Self.texts(in: cell).joined(separator: ", ")
        case is UILabel:
            value = nil
        default:
            break
        }
        add(type, depth: depth, identifier: view.accessibilityIdentifier, label: label, value: value,
            placeholder: placeholder, frame: screenFrame(of: view), enabled: control?.isEnabled ?? true,
            selected: selected, hittable: isHittable(view), focused: focused, target: target, name: view.traceName)
    }

    /// The texts of the visible labels inside a view, in order (a cell's label is theirs).
    private static func texts(in view: UIView) -> [String] {
        var texts: [String] = []
        view.forEachInSubtree { subview in
            if let label = subview as? UILabel, let text = label.text, !text.isEmpty,
               subview.firstHiddenAncestorOrSelf(below: view) == nil {
                texts.append(text)
            }
        }
        return texts
    }

    // MARK: Bars and composite controls

    private mutating func addNavigationBar(_ bar: UINavigationBar, depth: Int) {
        let frame = screenFrame(of: bar)
        let title = bar.topItem?.title
        // iOS identifies a navigation bar by its title.
        add(.navigationBar, depth: depth, identifier: bar.accessibilityIdentifier ?? title, frame: frame,
            hittable: isHittable(bar), target: .view(bar), name: bar.traceName)
        guard let navigation = bar.navigationController, let top = bar.topItem else { return }
        var leading: [(AccessibilityTarget, String?, String?, Bool, String)] = []
        if let title = bar.backButtonTitle {
            let label = title.isEmpty ? (bar.backItem?.title ?? "Back") : title
            leading.append((element(navigation).map { .element($0) } ?? .none, nil, label, true, "back button"))
        }
        for item in top.leftBarButtonItems ?? [] where !item.isHidden && item.systemItem != .flexibleSpace && item.systemItem != .fixedSpace {
            leading.append((element(item).map { .element($0) } ?? .none, item.accessibilityIdentifier,
                            item.accessibilityLabel ?? item.title, item.isEnabled, "bar button item"))
        }
        var trailing: [(AccessibilityTarget, String?, String?, Bool, String)] = []
        for item in top.rightBarButtonItems ?? [] where !item.isHidden && item.systemItem != .flexibleSpace && item.systemItem != .fixedSpace {
            trailing.append((element(item).map { .element($0) } ?? .none, item.accessibilityIdentifier,
                             item.accessibilityLabel ?? item.title, item.isEnabled, "bar button item"))
        }
        // The bar draws its items without views: each is given a slot of the bar, leading
        // items from the left, trailing ones from the right.
        let slot = min(88, frame.width / CGFloat(max(4, leading.count + trailing.count + 1)))
        for (offset, item) in leading.enumerated() {
            let itemFrame = CGRect(x: frame.minX + CGFloat(offset) * slot, y: frame.minY, width: slot, height: frame.height)
            add(.button, depth: depth + 1, identifier: item.1, label: item.2, frame: itemFrame, enabled: item.3,
                target: item.0, name: item.4)
        }
        if let title, !title.isEmpty {
            add(.staticText, depth: depth + 1, identifier: title, label: title, frame: frame, target: .none, name: "title")
        }
        for (offset, item) in trailing.enumerated() {
            let itemFrame = CGRect(x: frame.maxX - CGFloat(offset + 1) * slot, y: frame.minY, width: slot, height: frame.height)
            add(.button, depth: depth + 1, identifier: item.1, label: item.2, frame: itemFrame, enabled: item.3,
                target: item.0, name: item.4)
        }
    }

    private mutating func addTabBar(_ bar: UITabBar, depth: Int) {
        let frame = screenFrame(of: bar)
        add(.tabBar, depth: depth, identifier: bar.accessibilityIdentifier, label: "Tab Bar", frame: frame,
            hittable: isHittable(bar), target: .view(bar), name: bar.traceName)
        guard let tabs = bar.tabBarController else { return }
        let shown = tabs.tabsShownInBar
        guard shown > 0 else { return }
        let width = frame.width / CGFloat(shown)
        for index in 0..<shown where index < tabs.tabs.count {
            let item = tabs.tabs[index].tabBarItem
            let tabFrame = CGRect(x: frame.minX + CGFloat(index) * width, y: frame.minY, width: width, height: frame.height)
            add(.button, depth: depth + 1, identifier: item?.accessibilityIdentifier,
                label: item?.accessibilityLabel ?? tabs.tabs[index].tabTitle, frame: tabFrame,
                enabled: item?.isEnabled ?? true, selected: tabs.selectedIndex == index,
                target: element(tabs, index: index).map { .element($0) } ?? .none, name: "tab \(index)")
        }
    }

    private mutating func addToolbar(_ toolbar: UIToolbar, depth: Int) {
        let frame = screenFrame(of: toolbar)
        add(.toolbar, depth: depth, identifier: toolbar.accessibilityIdentifier, label: "Toolbar", frame: frame,
            hittable: isHittable(toolbar), target: .view(toolbar), name: toolbar.traceName)
        let items = (toolbar.navigationController?.topViewController?.toolbarItems ?? toolbar.items ?? [])
            .filter { !$0.isHidden && $0.systemItem != .flexibleSpace && $0.systemItem != .fixedSpace }
        guard !items.isEmpty else { return }
        let width = frame.width / CGFloat(items.count)
        for (index, item) in items.enumerated() {
            add(.button, depth: depth + 1, identifier: item.accessibilityIdentifier, label: item.accessibilityLabel ?? item.title,
                frame: CGRect(x: frame.minX + CGFloat(index) * width, y: frame.minY, width: width, height: frame.height),
                enabled: item.isEnabled, target: element(item).map { .element($0) } ?? .none, name: "bar button item")
        }
    }

    private mutating func addSegmentedControl(_ control: UISegmentedControl, depth: Int) {
        let frame = screenFrame(of: control)
        add(.segmentedControl, depth: depth, identifier: control.accessibilityIdentifier, frame: frame,
            enabled: control.isEnabled, hittable: isHittable(control), target: .view(control), name: control.traceName)
        let count = control.numberOfSegments
        guard count > 0 else { return }
        let width = frame.width / CGFloat(count)
        for index in 0..<count {
            let segmentFrame = CGRect(x: frame.minX + CGFloat(index) * width, y: frame.minY, width: width, height: frame.height)
            add(.button, depth: depth + 1, label: control.titleForSegment(at: index) ?? control.imageForSegment(at: index)?.accessibilityLabel,
                frame: segmentFrame,
                enabled: control.isEnabled && control.isEnabledForSegment(at: index),
                selected: control.selectedSegmentIndex == index, hittable: isHittable(control),
                target: element(control, index: index).map { .element($0) } ?? .none,
                name: "segment \(index) of \(control.traceName)")
        }
    }

    private mutating func addStepper(_ stepper: UIStepper, depth: Int) {
        let frame = screenFrame(of: stepper)
        add(.stepper, depth: depth, identifier: stepper.accessibilityIdentifier, label: stepper.accessibilityLabel,
            value: stepper.accessibilityValue, frame: frame, enabled: stepper.isEnabled, hittable: isHittable(stepper),
            target: .view(stepper), name: stepper.traceName)
        // Its two halves are buttons; a touch on one steps down or up.
        let half = stepper.bounds.width / 2
        for (index, name) in ["Decrement", "Increment"].enumerated() {
            let local = CGPoint(x: half * (CGFloat(index) + 0.5), y: stepper.bounds.midY)
            add(.button, depth: depth + 1, label: name,
                frame: CGRect(x: frame.minX + half * CGFloat(index), y: frame.minY, width: half, height: frame.height),
                enabled: stepper.isEnabled, hittable: isHittable(stepper), target: .point(stepper, local),
                name: "\(name.lowercased()) half of \(stepper.traceName)")
        }
    }

    /// A picker, and a wheel per component whose value is the selected row's title: the
    /// elements XCUITest shows for a `UIPickerView` (References §52.3).
    private mutating func addPicker(_ picker: UIPickerView, depth: Int, frame keyboardFrame: CGRect? = nil) {
        let frame = keyboardFrame ?? screenFrame(of: picker)
        let hittable = keyboardFrame != nil || isHittable(picker)
        add(.picker, depth: depth, identifier: picker.accessibilityIdentifier, label: picker.accessibilityLabel, frame: frame,
            hittable: hittable, target: .view(picker), name: picker.traceName)
        for component in 0..<picker.componentCount() {
            let row = picker.selectedRow(inComponent: component)
            let value = row >= 0 ? picker.readableTitle(forRow: row, inComponent: component) : nil
            let wheel = picker.componentFrame(component)
            add(.pickerWheel, depth: depth + 1, label: picker.accessibilityLabel(forComponent: component), value: value ?? "",
                frame: CGRect(x: frame.minX + wheel.minX, y: frame.minY, width: wheel.width, height: frame.height),
                hittable: hittable, target: .pickerWheel(picker, component: component),
                name: "wheel \(component) of \(picker.traceName)")
        }
    }

    private mutating func addAlert(_ alert: UIAlertController, depth: Int) {
        let frame = alert.storedView.map(screenFrame(of:)) ?? window.bounds
        add(alert.preferredStyle == .alert ? .alert : .sheet, depth: depth, identifier: alert.title, label: alert.title,
            frame: frame, target: .none, name: alert.traceName)
        if let title = alert.title, !title.isEmpty {
            add(.staticText, depth: depth + 1, label: title, frame: frame, target: .none, name: "title of \(alert.traceName)")
        }
        if let message = alert.message, !message.isEmpty {
            add(.staticText, depth: depth + 1, label: message, frame: frame, target: .none, name: "message of \(alert.traceName)")
        }
        for field in alert.textFields ?? [] {
            addView(field, type: field.isSecureTextEntry ? .secureTextField : .textField, depth: depth + 1)
        }
        let rowHeight: CGFloat = 44
        for (index, action) in alert.actions.enumerated() {
            let row = CGRect(x: frame.minX, y: frame.maxY - rowHeight * CGFloat(alert.actions.count - index),
                             width: frame.width, height: rowHeight)
            add(.button, depth: depth + 1, label: action.title, frame: row, enabled: action.isEnabled,
                target: element(action).map { .element($0) } ?? .none, name: "action \"\(action.title ?? "")\"")
        }
    }

    private mutating func addMenu(depth: Int) {
        guard let items = window.menuElements(), !items.isEmpty else { return }
        add(.menu, depth: depth, frame: window.bounds, target: .none, name: "menu")
        for item in items {
            add(.menuItem, depth: depth + 1, identifier: item.identifier, label: item.text, frame: window.bounds,
                enabled: item.disabledReason == nil, target: .element(item), name: item.description)
        }
    }

    // MARK: The keyboard

    /// The keys of the keyboard shown while a text input is first responder: the letters,
    /// digits, space, delete and return.
    static let keyboardKeys: [String] = "qwertyuiopasdfghjklzxcvbnm1234567890".map(String.init) + ["space", "delete", "Return"]

    private mutating func addKeyboard(depth: Int) {
        guard let responder = window.runtime.textInput.firstResponder as? UIView, responder.storedWindow === window else { return }
        // A picker as the input view stands where the keyboard would (References §52.4).
        if let picker = window.inputViewPicker() {
            addPicker(picker, depth: depth, frame: SimulatedKeyboard.frame(for: responder, screen: window.runtime.screen))
            return
        }
        let height: CGFloat = 216
        let frame = CGRect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
        add(.keyboard, depth: depth, frame: frame, target: .none, name: "keyboard")
        let width = frame.width / 10
        for (index, key) in Self.keyboardKeys.enumerated() {
            let column = index % 10, row = index / 10
            add(.key, depth: depth + 1, identifier: key, label: key,
                frame: CGRect(x: CGFloat(column) * width, y: frame.minY + CGFloat(row) * 54, width: width, height: 54),
                target: .key(key), name: "key \(key)")
        }
    }
}
