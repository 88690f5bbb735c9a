import HeadlessCore
import Foundation

/// The archived state of views and view controllers, set from their `init(coder:)` through
/// the coder: geometry, flags, identifiers, colours, subviews; controls' titles and state;
/// controllers' titles, presentation styles and deferred view loading.
extension IBInstantiation {
    /// Sets a view's archived state and creates and adds its subviews.
    func decode(_ view: UIView, from object: IBObject) {
        register(view, for: object)
        if let rect = object.property("rect", key: "frame") {
            if let x = rect.number("x"), let y = rect.number("y"), let width = rect.number("width"),
               let height = rect.number("height"), width >= 0, height >= 0 {
                view.storedFrame = CGRect(x: x, y: y, width: width, height: height)
            } else {
                runtime.report(document.error(.invalidValue, at: object, line: rect.line,
                                              "the frame of \(object.summary) is not four finite numbers with a non-negative size; the view gets a zero frame."))
            }
        }
        if let tag = object["tag"] { view.tag = Int(tag) ?? 0 }
        if let hidden = flag(object, "hidden") { view.isHidden = hidden }
        if let alpha = object["alpha"].flatMap(Double.init), alpha.isFinite { view.alpha = CGFloat(min(max(alpha, 0), 1)) }
        if let enabled = flag(object, "userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
        if let clips = flag(object, "clipsSubviews") { view.clipsToBounds = clips }
        if let identifier = object.property("accessibility")?["identifier"] { view.accessibilityIdentifier = identifier }
        if let identifier = object["restorationIdentifier"] { view.restorationIdentifier = identifier }
        if let color = color(object, key: "backgroundColor") { view.backgroundColor = color }
        for child in object.children where child.role == .view && isPlacedInSuperview(child) {
            if let subview = makeView(child) {
                view.addSubviewMechanism(subview)
            }
        }
        decodeAutoLayout(view, from: object)
        if let control = view as? UIControl {
            decodeControl(control, from: object)
        }
        decodeControlState(view, from: object)
        if let tableView = view as? UITableView {
            installPrototypes(of: object, in: tableView)
            installStaticSections(of: object, in: tableView)
        }
        if let toolbar = view as? UIToolbar {
            decodeToolbarItems(of: toolbar, from: object)
        }
    }

    /// A control's state, and a button's type and titles (`<state key="normal" title=…>`,
    /// or the title of its `<buttonConfiguration>`).
    private func decodeControl(_ control: UIControl, from object: IBObject) {
        if let enabled = flag(object, "enabled") { control.isEnabled = enabled }
        if let selected = flag(object, "selected") { control.isSelected = selected }
        if let highlighted = flag(object, "highlighted") { control.isHighlighted = highlighted }
        guard let button = control as? UIButton else { return }
        switch object["buttonType"] {
        case "system", "roundedRect": button.buttonType = .system
        case "detailDisclosure": button.buttonType = .detailDisclosure
        case "infoLight": button.buttonType = .infoLight
        case "infoDark": button.buttonType = .infoDark
        case "contactAdd": button.buttonType = .contactAdd
        case "close": button.buttonType = .close
        default: button.buttonType = .custom
        }
        let states: [String: UIControl.State] = ["normal": .normal, "highlighted": .highlighted,
                                                 "selected": .selected, "disabled": .disabled]
        for element in object.properties where element.name == "state" {
            if let key = element.key, let state = states[key], let title = element["title"] {
                button.setTitle(title, for: state)
            }
        }
        if button.title(for: .normal) == nil, let title = object.property("buttonConfiguration")?["title"] {
            button.setTitle(title, for: .normal)
        }
    }

    /// Whether a nested view is one of its parent's subviews (a prototype cell, a
    /// controller's root view or a navigation bar is not).
    private func isPlacedInSuperview(_ child: IBObject) -> Bool {
        guard let parent = child.parent else { return false }
        if child.isSubview { return true }
        guard let key = child.key, parent.role == .view else { return false }
        return IBElementCatalog.viewKeys.contains(key) && key != "view"
    }

    /// Sets a view controller's archived state; its view loads later, in `loadView()`.
    func decode(_ controller: UIViewController, from object: IBObject) {
        register(controller, for: object)
        if let title = object["title"] { controller.title = title }
        if let style = object["modalPresentationStyle"].flatMap(IBInstantiation.presentationStyle) {
            controller.modalPresentationStyle = style
        }
        if let style = object["modalTransitionStyle"].flatMap(IBInstantiation.transitionStyle) {
            controller.modalTransitionStyle = style
        }
        if let defines = flag(object, "definesPresentationContext") { controller.definesPresentationContext = defines }
        if let modal = flag(object, "modalInPresentation") { controller.isModalInPresentation = modal }
        if let identifier = object["restorationIdentifier"] {
            controller.restorationIdentifier = identifier
        } else if flag(object, "useStoryboardIdentifierAsRestorationIdentifier") == true {
            controller.restorationIdentifier = object["storyboardIdentifier"]
        }
        decodeBarItems(of: controller, from: object)
        controller.storedStoryboard = IBArchivedController(storyboard: storyboard, document: document, object: object, bundle: bundle)
        if let root = object.rootView {
            controller.storedNibName = "\(object.id)-view-\(root.id)"
            controller.storedNibBundle = bundle
            let document = self.document
            let storyboard = self.storyboard
            let bundle = self.bundle
            controller.archivedViewLoader = { controller in
                IBInstantiation.loadView(of: controller, from: object, document: document, storyboard: storyboard, bundle: bundle)
            }
        }
    }

    /// A presentation style as Interface Builder writes it (`fullScreen`).
    static func presentationStyle(_ name: String) -> UIModalPresentationStyle? {
        switch name {
        case "fullScreen": return .fullScreen
        case "pageSheet": return .pageSheet
        case "formSheet": return .formSheet
        case "currentContext": return .currentContext
        case "custom": return .custom
        case "overFullScreen": return .overFullScreen
        case "overCurrentContext": return .overCurrentContext
        case "popover": return .popover
        case "automatic": return .automatic
        default: return nil
        }
    }

    /// A transition style as Interface Builder writes it (`crossDissolve`).
    static func transitionStyle(_ name: String) -> UIModalTransitionStyle? {
        switch name {
        case "coverVertical": return .coverVertical
        case "flipHorizontal": return .flipHorizontal
        case "crossDissolve": return .crossDissolve
        case "partialCurl": return .partialCurl
        default: return nil
        }
    }

    func flag(_ object: IBObject, _ attribute: String) -> Bool? {
        switch object[attribute] {
        case "YES": return true
        case "NO": return false
        default: return nil
        }
    }

    /// The colour of a `<color key=…>` of an object, reporting one that cannot be resolved.
    func color(_ object: IBObject, key: String) -> UIColor? {
        guard let element = object.property("color", key: key) else { return nil }
        switch IBColorParser.color(element, resources: document.colors) {
        case .success(let color):
            return color
        case .failure(.unknownName(let name)):
            runtime.report(document.error(.invalidValue, at: object, line: element.line,
                                          "the \(key) of \(object.summary) names the colour \"\(name)\", which the file's <resources> do not define; the colour is left unset."))
            return nil
        case .failure(.noComponents):
            runtime.report(document.error(.invalidValue, at: object, line: element.line,
                                          "the \(key) of \(object.summary) has no usable components; the colour is left unset."))
            return nil
        }
    }
}
