import HeadlessCore
import Foundation

/// Something on the screen a person can tap: a view (a control, a table cell, a label, a text
/// field), a segment of a segmented control, a bar button item, a navigation bar's back
/// button, a tab, an alert's action, or an item of an open menu.
///
/// Finding (``UIWindow/findElement(_:action:accepting:)``, the one finder every device action
/// that names an element uses) and acting are separate steps: `tap` activates
/// (``activate(name:)``); the other actions check that the element is the kind they need (a
/// switch for `toggle`, a text field for `focus`…) and say so when it is not.
@MainActor
struct ScreenElement {
    enum Kind {
        case view(UIView)
        case barButtonItem(UIBarButtonItem, owner: UIViewController?)
        case backButton(UINavigationController)
        case tab(UITabBarController, index: Int)
        case alertAction(UIAlertController, UIAlertAction)
        case menuElement(UIMenuElement)
        /// A segment of a segmented control, found by its title.
        case segment(UISegmentedControl, index: Int)
    }

    let kind: Kind
    /// The accessibility identifier, if any.
    let identifier: String?
    /// The accessibility label, if any.
    let label: String?
    /// The text a person reads on it (a title, a label's text), if any.
    let text: String?
    /// Why it cannot be seen (hidden, transparent, off screen), or nil when it shows.
    let hiddenReason: String?
    /// Why it cannot be tapped although it shows (disabled, no interaction), or nil.
    let disabledReason: String?
    /// Other texts it shows that a person may name it by, matched as visible text (a filled
    /// text field's placeholder).
    var otherTexts: [String] = []
    /// The image it shows in place of text (an image view a person can act on, an image-only
    /// button or bar button item), or nil: found by the image's name, a symbol's system name, or
    /// by position among such elements, `image <index>` (References §62.2).
    var image: UIImage? = nil

    /// The view the element is, or stands on (a segment's control, a bar button item's
    /// custom view); nil for bar items drawn by their bar, tabs, alert actions and menu items.
    var view: UIView? {
        switch kind {
        case .view(let view): view
        case .segment(let control, _): control
        case .barButtonItem(let item, _): item.customView
        default: nil
        }
    }

    /// The segment index, for a segment.
    var segment: Int? {
        if case .segment(_, let index) = kind { return index }
        return nil
    }

    /// Whether `text` is what a person reads on it.
    func shows(_ text: String) -> Bool {
        self.text == text || otherTexts.contains(text)
    }

    /// The view of a kind the element is or goes with: the element's view, else its nearest
    /// ancestor of that kind (a label inside a control), else the one such view inside it (a
    /// cell's switch), else, for an element that is not a control, the one such view in the
    /// nearest row around it that has any (a label beside its switch), below the controller's
    /// root view. Nil when there is none, or several in the same place.
    func view(where matches: (UIView) -> Bool, below top: UIView) -> UIView? {
        guard let view else { return nil }
        var current: UIView? = view
        while let candidate = current, candidate !== top {
            if matches(candidate) { return candidate }
            current = candidate.storedSuperview
        }
        let inside = Self.visibleViews(in: view, where: matches)
        if !inside.isEmpty || view is UIControl { return inside.count == 1 ? inside[0] : nil }
        var container = view.storedSuperview
        while let row = container, row !== top, row.owningViewController?.storedView !== row {
            let around = Self.visibleViews(in: row, where: matches)
            if !around.isEmpty { return around.count == 1 ? around[0] : nil }
            container = row.storedSuperview
        }
        return nil
    }

    private static func visibleViews(in root: UIView, where matches: (UIView) -> Bool) -> [UIView] {
        var found: [UIView] = []
        root.forEachInSubtree { subview in
            if subview !== root, matches(subview), subview.firstHiddenAncestorOrSelf(below: root) == nil { found.append(subview) }
        }
        return found
    }

    /// How messages name the element: `UIButton#2 "Save"`, `back button "Inbox"`.
    var description: String {
        var shown = ""
        if let text { shown = "\"\(text)\"" } else if let label { shown = "(label \"\(label)\")" }
        else if let identifier { shown = "(id \"\(identifier)\")" } else if let name = image?.name { shown = "(image \"\(name)\")" }
        let name: String = switch kind {
        case .view(let view):
            if view is UITableViewCell || view is UICollectionViewCell { "cell \(view.traceName)" } else { view.traceName }
        case .barButtonItem: "bar button item"
        case .backButton(let navigation): "back button of \(navigation.traceName)"
        case .tab: "tab"
        case .alertAction(let alert, _): "\(alert.preferredStyle == .alert ? "alert" : "action sheet") action"
        case .menuElement(let element): element is UIMenu ? "submenu" : "menu item"
        case .segment(let control, let index): "segment \(index) of \(control.traceName)"
        }
        return shown.isEmpty ? name : "\(name) \(shown)"
    }

    /// Whether a person can see it.
    var isVisible: Bool { hiddenReason == nil }

    /// Whether it is a bar button item, which `bar-item <index>` counts.
    var isBarItem: Bool {
        if case .barButtonItem = kind { return true }
        return false
    }

    /// Taps the element; returns why nothing happened, or nil.
    ///
    /// An element shown by a view of its own (a view, a cell, a segment, a bar button item's
    /// custom view) is touched at its hit point (``UIWindow/tap(_:in:taps:name:describing:)``):
    /// hit testing, the recognizers, then `touchesBegan/Ended` and a control's tracking, as a
    /// finger's tap; refused, naming the cover, when another view covers that point. Bar
    /// items, the back button, tabs, alert actions and menu items, which their bar, alert or
    /// menu draws without a view of their own, act directly.
    func activate(name: String, taps: Int = 1) -> String? {
        if let hiddenReason { return "\(name): \(description) \(hiddenReason)." }
        if let disabledReason { return "\(name): \(description) \(disabledReason)." }
        if let view, let window = view.storedWindow {
            if let cell = view.enclosingCollectionCell, let refusal = cell.selectionRefusal(name: name) { return refusal }
            if case .segment(let control, let index) = kind, taps == 1 {
                return window.tapSegment(index, of: control, name: name)
            }
            if let refusal = window.tap(view, in: segmentRect, taps: taps, name: name, describing: description) { return refusal }
            return focusRefusal(name: name)
        }
        guard taps == 1 else {
            return "\(name): \(description) is drawn by its \(container), not a view of its own, and takes single taps only."
        }
        switch kind {
        case .view(let view):
            return "\(name): \(view.traceName) is not in a window; only what is on screen can be tapped."
        case .segment(let control, _):
            return "\(name): \(control.traceName) is not in a window; only what is on screen can be tapped."
        case .barButtonItem(let item, let owner):
            return item.performTap(from: owner).map { "\(name): \($0)" }
        case .backButton(let navigation):
            if navigation.isTransitioning {
                return "\(name): \(navigation.traceName) is in the middle of a transition; wait for it to end before going back."
            }
            navigation.popViewController(animated: true)
            return nil
        case .tab(let tabs, let index):
            return tabs.tapTab(at: index).map { "\(name): \($0)" }
        case .alertAction(let alert, let action):
            return alert.performAction(action).map { "\(name): \($0)" }
        case .menuElement(let element):
            return HeadlessRuntime.current.menuSession.pick(element).map { "\(name): \($0)" }
        }
    }

    /// The rectangle of the segment, in its control, for a segment.
    private var segmentRect: CGRect? {
        guard case .segment(let control, let index) = kind else { return nil }
        return control.segmentRect(at: index)
    }

    /// What draws an element that has no view of its own.
    private var container: String {
        switch kind {
        case .alertAction: "alert"
        case .menuElement: "menu"
        default: "bar"
        }
    }

    /// After a tap on a text field or an editable text view: why it did not become first
    /// responder (its delegate said no), or nil.
    private func focusRefusal(name: String) -> String? {
        if let field = view as? UITextField, field.storedWindow != nil, !field.isFirstResponder {
            return "\(name): \(field.traceName) was touched but did not become first responder (its delegate's textFieldShouldBeginEditing, or the current first responder's textFieldShouldEndEditing, said no)."
        }
        if let textView = view as? UITextView, textView.isEditable, textView.storedWindow != nil, !textView.isFirstResponder {
            return "\(name): \(textView.traceName) was touched but did not become first responder (its delegate's textViewShouldBeginEditing, or the current first responder's should-end-editing, said no)."
        }
        return nil
    }
}

extension UIWindow {
    /// The outcome of looking for an element.
    enum ElementLookup {
        case found(ScreenElement)
        case refused(String)
    }

    /// The topmost screen: the front-most presented controller's view, else the window.
    /// A search controller that lets touches through to the content
    /// (``UISearchController/passesTouchesToContent``) is not a screen of its own: the screen
    /// is the one it was presented over.
    func topmostScreen() -> (root: UIView, front: UIViewController?) {
        if let root = storedRootViewController, case var front = root.frontmostPresented, front !== root {
            if let search = front as? UISearchController, search.passesTouchesToContent,
               let presenter = search.storedPresentingViewController {
                guard let covered = presenter.presentedAncestor else { return (self, root) }
                front = covered
            }
            if let frontView = front.storedView, frontView.storedWindow === self { return (frontView, front) }
        }
        return (self, storedRootViewController)
    }

    /// Every element on the topmost screen, in the order a person reads it (the view tree
    /// first to last, then bars' items leading to trailing), hidden ones included.
    func screenElements() -> [ScreenElement] {
        if let menu = menuElements() { return menu }
        let (root, front) = topmostScreen()
        var elements: [ScreenElement] = []
        if let alert = front as? UIAlertController {
            for action in alert.actions {
                elements.append(ScreenElement(kind: .alertAction(alert, action), identifier: nil, label: nil, text: action.title,
                                              hiddenReason: nil, disabledReason: action.isEnabled ? nil : "is disabled (isEnabled is false)"))
            }
        }
        var seen = Set<String>()
        let visit: (UIView) -> Void = { [self] view in
            if let bar = view as? UINavigationBar, let navigation = bar.navigationController {
                elements.append(contentsOf: navigationBarElements(bar, navigation))
                return
            }
            if let bar = view as? UITabBar, let tabs = bar.tabBarController {
                elements.append(contentsOf: tabBarElements(bar, tabs))
                return
            }
            if let toolbar = view as? UIToolbar, let navigation = toolbar.navigationController {
                let hidden = hiddenReason(of: toolbar)
                for item in navigation.topViewController?.toolbarItems ?? [] {
                    if let element = barItemElement(item, owner: navigation.topViewController, hidden: hidden) { elements.append(element) }
                }
                return
            }
            let text = (view as? UIButton)?.currentTitle ?? (view as? UILabel)?.text ?? (view as? UITextField)?.shownText
                ?? (view as? UITextView)?.shownText
            // What shows an image instead of text is named by the image (References §62.2).
            let image = text == nil ? view.actionableImage : nil
            let label = view.distinctAccessibilityLabel ?? image?.accessibilityLabel
            if let segmented = view as? UISegmentedControl { elements.append(contentsOf: segmentElements(segmented)) }
            guard view.accessibilityIdentifier != nil || text != nil || label != nil || image != nil else { return }
            let target = view is UILabel ? (view.enclosingControl(below: root) ?? view.enclosingTableCell ?? view.enclosingCollectionCell ?? view) : view
            // A button's title label shows the button's own title: one element.
            let key = "\(ObjectIdentifier(target).hashValue)|\(text ?? "")"
            if target !== view, seen.contains(key), view.accessibilityIdentifier == nil { return }
            seen.insert(key)
            var disabled: String?
            if let control = target as? UIControl, !control.isEnabled {
                disabled = "is disabled (isEnabled is false)"
            } else if let blocker = target.firstNonInteractiveAncestorOrSelf(below: self) {
                disabled = blocker === target ? "has isUserInteractionEnabled false"
                    : "does not get touches (its superview \(blocker.traceName) has isUserInteractionEnabled false)"
            }
            // A filled field still answers to its placeholder.
            let placeholder = (view as? UITextField).flatMap { $0.storedText.isEmpty ? nil : $0.placeholder }
            elements.append(ScreenElement(kind: .view(target), identifier: view.accessibilityIdentifier, label: label, text: text,
                                          hiddenReason: hiddenReason(of: target), disabledReason: disabled,
                                          otherTexts: placeholder.map { [$0] } ?? [], image: image))
        }
        root.forEachInSubtree(visit)
        // The search bar of a search controller on screen stays tappable (its field and Cancel
        // button) although it sits outside the controller's view, in a navigation bar.
        if let search = (storedRootViewController?.frontmostPresented as? UISearchController)?.searchBar,
           search.storedWindow === self, !search.isDescendant(of: root) {
            search.forEachInSubtree(visit)
        }
        return elements
    }

    /// Finds the one element a person means by `text`: by accessibility identifier, else by
    /// position (`bar-item <index>`, `image <index>`), else by accessibility label, else by
    /// visible text (a segment's title and a text field's placeholder included), else by the
    /// name of the image it shows instead of text, on the topmost screen. Every device action
    /// that names an element finds it here, then checks that it is the kind it needs.
    ///
    /// Several matches: the only one that shows and is enabled, else the only one of those
    /// that the action can use (`accepting`, say a switch for `toggle`), else a message listing
    /// them. None: a message listing what is on screen.
    func findElement(_ text: String, action name: String,
                     accepting usable: ((ScreenElement) -> Bool)? = nil) -> ElementLookup {
        let elements = screenElements()
        let byIdentifier = elements.filter { $0.identifier == text }
        if byIdentifier.isEmpty, let position = ElementPosition(text) {
            return position.find(in: elements, action: name)
        }
        let byLabel = elements.filter { $0.label == text && $0.isVisible }
        let byText = elements.filter { $0.shows(text) && $0.isVisible }
        let byImage = elements.filter { $0.image?.name == text && $0.isVisible }
        let candidates = !byIdentifier.isEmpty ? byIdentifier : !byLabel.isEmpty ? byLabel : !byText.isEmpty ? byText : byImage
        guard !candidates.isEmpty else {
            return .refused(notFoundMessage(text, action: name, elements: elements))
        }
        if candidates.count > 1 {
            let enabled = candidates.filter { $0.isVisible && $0.disabledReason == nil }
            if enabled.count == 1 { return .found(enabled[0]) }
            if let usable {
                let fitting = enabled.filter(usable)
                if fitting.count == 1 { return .found(fitting[0]) }
                let fittingAtAll = candidates.filter(usable)
                if fittingAtAll.count == 1 { return .found(fittingAtAll[0]) }
            }
            let list = candidates.map(\.description).joined(separator: "; ")
            return .refused("\(name): \(candidates.count) elements match \"\(text)\": \(list). Give the one you mean an accessibilityIdentifier and name it by that.")
        }
        return .found(candidates[0])
    }

    /// The message for a text nothing on screen shows: what is covered, hidden, or what could
    /// have been meant.
    private func notFoundMessage(_ text: String, action name: String, elements: [ScreenElement]) -> String {
        let (root, front) = topmostScreen()
        if root !== self, let front, firstInSubtree(where: { $0.accessibilityIdentifier == text }) != nil {
            return "\(name): the view with accessibilityIdentifier \"\(text)\" is covered by the presented \(front.traceName); only its views can be tapped."
        }
        var message = "\(name): no view in \(traceName) has accessibilityIdentifier \"\(text)\", and nothing on screen shows \"\(text)\""
        let hidden = elements.filter { !$0.isVisible && ($0.text == text || $0.label == text || $0.image?.name == text) }
        if !hidden.isEmpty {
            message += " (hidden: \(hidden.map { "\($0.description) \($0.hiddenReason ?? "")" }.joined(separator: "; ")))"
        }
        message += "."
        message += " " + Self.onScreenList(elements)
        return message
    }

    /// "On screen: …" with what a person could tap.
    static func onScreenList(_ elements: [ScreenElement]) -> String {
        let visible = elements.filter(\.isVisible).map(\.description)
        if visible.isEmpty { return "Nothing tappable is on screen." }
        let shown = visible.prefix(12).joined(separator: ", ")
        return "On screen: \(shown)\(visible.count > 12 ? ", and \(visible.count - 12) more" : "")."
    }

    // MARK: Bars

    private func navigationBarElements(_ bar: UINavigationBar, _ navigation: UINavigationController) -> [ScreenElement] {
        let hidden = hiddenReason(of: bar)
        guard let top = bar.topItem else { return [] }
        var elements: [ScreenElement] = []
        if let title = bar.backButtonTitle {
            // A chevron without text is labelled with the previous title (or "Back") for
            // VoiceOver; a titled back button's label is its title, matched as visible text.
            let label = title.isEmpty ? (bar.backItem?.title ?? "Back") : nil
            elements.append(ScreenElement(kind: .backButton(navigation), identifier: nil, label: label,
                                          text: title.isEmpty ? nil : title, hiddenReason: hidden, disabledReason: nil))
        }
        let owner = navigation.topViewController
        // Leading to trailing: the first right item is the trailing one (References §62.2).
        for item in (top.leftBarButtonItems ?? []) + (top.rightBarButtonItems ?? []).reversed() {
            if let element = barItemElement(item, owner: owner, hidden: hidden) { elements.append(element) }
        }
        return elements
    }

    /// The segments of a segmented control, each by its title (segments showing an image
    /// have none). They can be used when the control can.
    private func segmentElements(_ control: UISegmentedControl) -> [ScreenElement] {
        var disabled: String?
        if !control.isEnabled {
            disabled = "is disabled (its control's isEnabled is false)"
        } else if let blocker = control.firstNonInteractiveAncestorOrSelf(below: self) {
            disabled = "does not get touches (\(blocker === control ? "its control" : "its control's superview \(blocker.traceName)") has isUserInteractionEnabled false)"
        }
        let hidden = hiddenReason(of: control)
        return (0..<control.numberOfSegments).compactMap { index in
            // A segment is found by its title, or an image segment by its image's accessibility
            // label, which VoiceOver reads (References §56.3).
            let title = control.titleForSegment(at: index)
            let label = title == nil ? control.imageForSegment(at: index)?.accessibilityLabel : nil
            guard title != nil || label != nil else { return nil }
            return ScreenElement(kind: .segment(control, index: index), identifier: nil, label: label, text: title,
                                 hiddenReason: hidden, disabledReason: disabled)
        }
    }

    private func tabBarElements(_ bar: UITabBar, _ tabs: UITabBarController) -> [ScreenElement] {
        var hidden = hiddenReason(of: bar)
        if hidden == nil, tabs.isTabBarHiddenByPush {
            hidden = "is hidden (the controller on top of the selected navigation controller has hidesBottomBarWhenPushed)"
        }
        let shown = tabs.tabsShownInBar
        return tabs.tabs.enumerated().map { index, controller in
            let item = controller.tabBarItem
            let inMore = index >= shown
                ? "is in the More list (the tab bar shows four tabs and More when there are more than five); select it with tab \(index)"
                : nil
            return ScreenElement(kind: .tab(tabs, index: index), identifier: item?.accessibilityIdentifier,
                                 label: item?.accessibilityLabel, text: controller.tabTitle, hiddenReason: hidden ?? inMore,
                                 disabledReason: item?.isEnabled == false ? "is disabled (isEnabled is false)" : nil)
        }
    }

    private func barItemElement(_ item: UIBarButtonItem, owner: UIViewController?, hidden: String?) -> ScreenElement? {
        if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace { return nil }
        let text = item.title ?? (item.customView as? UIButton)?.currentTitle
        let image = text == nil ? (item.image ?? item.customView?.actionableImage) : nil
        return ScreenElement(kind: .barButtonItem(item, owner: owner),
                             identifier: item.accessibilityIdentifier ?? item.customView?.accessibilityIdentifier,
                             label: item.accessibilityLabel ?? image?.accessibilityLabel, text: text,
                             hiddenReason: hidden ?? (item.isHidden ? "is hidden (isHidden is true)" : nil),
                             disabledReason: item.isEnabled ? nil : "is disabled (isEnabled is false)", image: image)
    }

    private func hiddenReason(of view: UIView) -> String? {
        guard let hidden = view.firstHiddenAncestorOrSelf(below: self) else { return nil }
        return "is not visible (\(hidden === view ? "it is" : "its superview \(hidden.traceName) is") hidden or transparent)"
    }
}

/// An element named by its place on screen, from 0: `bar-item <index>` among the bar button
/// items (navigation bar leading to trailing, then the toolbar), `image <index>` among the
/// elements that show an image instead of text, in reading order; only visible ones count,
/// as a person counts what they see (References §62.2).
@MainActor
struct ElementPosition {
    enum Kind: String {
        case barItem = "bar-item"
        case image = "image"
    }

    let kind: Kind
    let index: Int

    /// Reads `bar-item 2` or `image 0`; nil for any other text.
    init?(_ text: String) {
        let words = text.split(separator: " ")
        guard words.count == 2, let kind = Kind(rawValue: String(words[0])),
              let index = Int(words[1]), index >= 0 else { return nil }
        self.kind = kind
        self.index = index
    }

    func find(in elements: [ScreenElement], action name: String) -> UIWindow.ElementLookup {
        let counted = elements.filter { element in
            guard element.isVisible else { return false }
            switch kind {
            case .barItem: return element.isBarItem
            case .image: return element.image != nil && !element.isBarItem
            }
        }
        if index < counted.count { return .found(counted[index]) }
        let what = kind == .barItem ? "bar button items" : "elements showing an image instead of text"
        let range = counted.isEmpty ? "" : " (\(kind.rawValue) 0 to \(kind.rawValue) \(counted.count - 1))"
        return .refused("\(name): \(counted.count) \(what) are on screen\(range); there is no \(kind.rawValue) \(index). "
            + UIWindow.onScreenList(elements))
    }
}

extension UIView {
    /// The image the view shows in place of text where a person can act on it: an image-only
    /// button's image, or the image of an image view with an interaction or a gesture
    /// recognizer (the highlighted image while highlighted). Nil otherwise (References §62.2).
    var actionableImage: UIImage? {
        switch self {
        case let button as UIButton:
            return button.currentTitle == nil ? button.currentImage : nil
        case let imageView as UIImageView:
            guard !storedInteractions.isEmpty || !(gestureRecognizers ?? []).isEmpty else { return nil }
            return imageView.isHighlighted ? (imageView.highlightedImage ?? imageView.image) : imageView.image
        default:
            return nil
        }
    }

    /// The nearest control at or above the view, below `top`.
    func enclosingControl(below top: UIView) -> UIControl? {
        var current: UIView? = self
        while let view = current, view !== top {
            if let control = view as? UIControl { return control }
            current = view.storedSuperview
        }
        return nil
    }

    /// The first view from the receiver up to (not including) `top` with user interaction off.
    func firstNonInteractiveAncestorOrSelf(below top: UIView) -> UIView? {
        var current: UIView? = self
        while let view = current, view !== top {
            if !view.isUserInteractionEnabled { return view }
            current = view.storedSuperview
        }
        return nil
    }
}

extension UIViewController {
    /// The title a tab shows: its tab bar item's title, else the controller's title, else (a
    /// navigation controller) its root's title.
    var tabTitle: String? {
        if let title = chrome?.storedTabBarItem?.title { return title }
        if let title { return title }
        if let navigation = self as? UINavigationController, let root = navigation.stack.first {
            return root.chrome?.storedTabBarItem?.title ?? root.title
        }
        return nil
    }
}

extension UIWindow {
    /// Taps what a person means by `text` on the topmost screen, as the device's
    /// `tap <text>` does; returns why nothing happened (listing what is on screen), or nil.
    @_spi(Headless) public func tapElement(_ text: String) -> String? {
        performTap(accessibilityIdentifier: text)
    }

    /// The descriptions of what a person could tap on the topmost screen, in reading order
    /// (`UIButton#1 "Save"`, `back button of UINavigationController#1 "Inbox"`, `tab "Settings"`).
    @_spi(Headless) public var tappableElementDescriptions: [String] {
        screenElements().filter { $0.isVisible && $0.disabledReason == nil }.map(\.description)
    }
}

extension UITextField {
    /// What a person reads in the field: its text (dots, which name nothing, for secure
    /// entry), else its placeholder.
    var shownText: String? {
        if storedText.isEmpty { return placeholder }
        return isSecureTextEntry ? nil : storedText
    }
}

extension UITextView {
    /// What a person reads in the text view: its text, when there is any.
    var shownText: String? {
        storedText.isEmpty ? nil : storedText
    }
}
