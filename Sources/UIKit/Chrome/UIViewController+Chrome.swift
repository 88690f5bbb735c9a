import HeadlessCore
import Foundation

/// What a view controller shows in the bars of its containers: its navigation item, tab bar
/// item and toolbar items, and its editing state with the edit button that toggles it.
@MainActor
final class ViewControllerChrome {
    lazy var navigationItem = UINavigationItem()
    var storedTabBarItem: UITabBarItem?
    var toolbarItems: [UIBarButtonItem]?
    var editButtonItem: UIBarButtonItem?
    var hidesBottomBarWhenPushed = false
    var isEditing = false
    var preferredContentSize: CGSize = .zero
}

extension UIViewController {
    /// The chrome state, made on first use.
    var chromeState: ViewControllerChrome {
        if let chrome { return chrome }
        let made = ViewControllerChrome()
        chrome = made
        made.navigationItem.owningController = self
        if let title { made.navigationItem.title = title }
        return made
    }

    /// The tab bar item, made on first use with the controller's title.
    var tabBarItemMechanism: UITabBarItem {
        let state = chromeState
        if let item = state.storedTabBarItem { return item }
        let item = UITabBarItem(title: title, image: nil, tag: 0)
        state.storedTabBarItem = item
        return item
    }

    /// Setting `title` sets the navigation item's title and the tab bar item's, as on iOS.
    func titleDidChange() {
        guard let chrome else { return }
        chrome.navigationItem.title = title
        chrome.storedTabBarItem?.title = title
    }

    var editButtonItemMechanism: UIBarButtonItem {
        let state = chromeState
        if let item = state.editButtonItem { return item }
        let item = UIBarButtonItem(title: state.isEditing ? "Done" : "Edit", style: state.isEditing ? .done : .plain,
                                   target: nil, action: nil)
        item.editingController = self
        state.editButtonItem = item
        return item
    }

    func setEditingMechanism(_ editing: Bool) {
        let state = chromeState
        state.isEditing = editing
        if let item = state.editButtonItem {
            item.title = editing ? "Done" : "Edit"
            item.style = editing ? .done : .plain
        }
    }

    /// The popover presentation controller of a controller presented as a popover, made on
    /// first use so that its source can be set before presenting.
    var popoverPresentationControllerMechanism: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popover = storedPresentationController as? UIPopoverPresentationController { return popover }
        let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        popover.style = .popover
        popover.delegate = storedPresentationController?.delegate
        storedPresentationController = popover
        return popover
    }

    func setPreferredContentSizeMechanism(_ size: CGSize) {
        guard size != preferredContentSize else { return }
        chromeState.preferredContentSize = size
        storedParent?.preferredContentSizeDidChange(forChildContentContainer: self)
        // A popover on screen takes its new size at once.
        if let presentation = storedPresentationController, presentation.shownStyle == .popover,
           storedPresentingViewController != nil, let view = storedView {
            view.frame = presentation.frameOfPresentedViewInContainerView
        }
    }

    /// Whether the chrome allows presenting this controller: an action sheet or a share sheet
    /// on iPad is a popover and needs a source. Reports why not.
    func chromeAllowsPresentation(by presenter: UIViewController) -> Bool {
        guard runtime.screen.model.isPad, modalPresentationStyle == .popover else { return true }
        let what: String, code: DiagnosticCode
        if let alert = self as? UIAlertController, alert.preferredStyle == .actionSheet {
            (what, code) = ("an action sheet", .alertActionSheetNoSource)
        } else if self is UIActivityViewController {
            (what, code) = ("a share sheet", .activityNoPopoverSource)
        } else {
            return true
        }
        if let popover = popoverPresentationControllerMechanism, popover.hasSource { return true }
        runtime.report(.error, code,
                       "present(_:animated:completion:) on \(presenter.traceName): \(traceName) is \(what), which on iPad (\(runtime.screen.model.identifier)) is a popover and needs a source. Set popoverPresentationController?.sourceView (and sourceRect) or barButtonItem before presenting; nothing was presented.",
                       about: self)
        return false
    }
}
