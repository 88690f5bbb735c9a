import HeadlessCore
import Foundation

/// Changing the tabs and the selection, and showing the selected tab.
extension UITabBarController {
    func setTabsMechanism(_ controllers: [UIViewController]) {
        for (index, controller) in controllers.enumerated() {
            if controllers[..<index].contains(where: { $0 === controller }) {
                runtime.report(.error, .tabBarSetDuplicate,
                               "setViewControllers(_:animated:) on \(traceName): \(controller.traceName) appears more than once. Each tab needs its own view controller; the tabs were not changed.",
                               about: controller)
                return
            }
            var ancestor: UIViewController? = self
            while let current = ancestor {
                if current === controller {
                    runtime.report(.error, .tabBarSetAncestor,
                                   "setViewControllers(_:animated:) on \(traceName): \(controller.traceName) contains the tab bar controller, so it cannot be one of its tabs. The tabs were not changed.",
                                   about: controller)
                    return
                }
                ancestor = current.storedParent
            }
        }
        runtime.withCause("setViewControllers([\(controllers.map(\.traceName).joined(separator: ", "))])") {
            let previous = selectedViewController
            let removed = tabs.elements(notIn: controllers)
            let added = controllers.elements(notIn: tabs)
            for controller in removed { beginRelease(of: controller) }
            for controller in added { adopt(controller) }
            tabs = controllers
            let others = storedChildren.elements(notIn: controllers)
            storedChildren = controllers + others
            selection = previous.flatMap { old in controllers.firstIndex(identicalTo: old) } ?? 0
            updateDisplay()
            for controller in added { finishAdoption(of: controller) }
            for controller in removed { finishRelease(of: controller, how: .removedFromParent) }
        }
    }

    func selectIndexMechanism(_ index: Int) {
        guard tabs.indices.contains(index) else {
            runtime.report(.warning, .tabBarSelectOutOfRange,
                           "selectedIndex = \(index) on \(traceName): there are \(tabs.count) tabs. Pass an index below that count; the selection was not changed.",
                           about: self)
            return
        }
        guard index != selection || shownTab !== tabs[index] else { return }
        runtime.withCause("selectedIndex = \(index)") {
            selection = index
            updateDisplay()
        }
    }

    func selectViewControllerMechanism(_ controller: UIViewController?) {
        guard let controller, let index = tabs.firstIndex(identicalTo: controller) else {
            runtime.report(.error, .tabBarSelectNotATab,
                           "selectedViewController on \(traceName): only a view controller in the tab bar controller's list of view controllers can be selected, and \(controller?.traceName ?? "nil") is not one. The selection was not changed.",
                           about: controller ?? self)
            return
        }
        selectIndexMechanism(index)
    }

    /// A tap on a tab: asks the delegate, switches (or, on the selected tab of a navigation
    /// controller, pops it to its root, as UIKit does), then tells the delegate after the
    /// incoming `viewDidAppear(_:)`. Returns why it cannot, or nil.
    func tapTab(at index: Int) -> String? {
        guard tabs.indices.contains(index) else {
            return "\(traceName) has \(tabs.count) tabs (0...\(max(0, tabs.count - 1))); there is no tab \(index)."
        }
        let controller = tabs[index]
        let allowed = delegate.map { delegate in
            runtime.ask(delegate, .tabBarShouldSelect, [traceName, controller.traceName], default: true) {
                delegate.tabBarController(self, shouldSelect: controller)
            }
        } ?? true
        guard allowed else { return nil }
        let tellDelegate: @MainActor () -> Void = { [handle = self.handle, controllerHandle = controller.handle] in
            guard let self = handle.controller(as: UITabBarController.self), let controller = controllerHandle.object,
                  let delegate = self.delegate else { return }
            self.runtime.deliver(toDelegate: delegate, .tabBarDidSelect, [self.traceName, controller.traceName]) {
                delegate.tabBarController(self, didSelect: controller)
            }
        }
        if index == selection && shownTab === controller {
            (controller as? UINavigationController)?.popToRootViewController(animated: true)
            tellDelegate()
        } else {
            selection = index
            updateDisplay(then: tellDelegate)
        }
        return nil
    }

    // MARK: Display

    /// Shows the selected tab: at once without callbacks when not on screen, joining the
    /// appearance in progress when appearing, else by a switch (§6). `then` runs after the
    /// switch, once the incoming tab appeared.
    func updateDisplay(then: (@MainActor () -> Void)? = nil) {
        let target = selectedViewController
        guard target !== shownTab else {
            then?()
            return
        }
        switch containerVisibility {
        case .hidden:
            if let old = shownTab {
                startDisappearanceOfRemovedChild(old)
                takeOutOfContainer(old, notingDeparture: !isTab(old))
                finishDisappearanceOfRemovedChild(old)
                shownTab = nil
            }
            then?()
        case .appearing:
            runtime.runLoop.performAfterCommit { [handle = self.handle] in
                guard let self = handle.controller(as: UITabBarController.self) else { return }
                if self.containerVisibility == .appearing {
                    self.joinAppearance()
                    then?()
                } else {
                    self.updateDisplay(then: then)
                }
            }
        case .onScreen:
            switchTabs(then: then)
        }
    }

    func appearanceChildren() -> [UIViewController] {
        if appearance == .appearing {
            let target = selectedViewController
            if let old = shownTab, old !== target {
                takeOutOfContainer(old, notingDeparture: !isTab(old))
            }
            shownTab = target
            if let target { install(target) }
        }
        guard let shownTab, let root = storedView, shownTab.storedView?.isDescendant(of: root) == true else { return [] }
        return [shownTab]
    }

    func isTab(_ controller: UIViewController) -> Bool {
        tabs.contains(identicalTo: controller)
    }

    /// Forgets a tab that another container adopted.
    func forget(_ child: UIViewController) {
        tabs.removeAll(identicalTo: child)
        if shownTab === child { shownTab = nil }
        selection = min(selection, max(0, tabs.count - 1))
    }

    // MARK: Internals

    private func install(_ child: UIViewController) {
        guard let container = storedView, !child.isCoveredByContextPresentation else { return }
        let view = child.loadedViewForFramework()
        guard view.storedSuperview !== container else { return }
        view.frame = container.bounds
        container.addSubview(view)
        installTabBar(in: container)
    }

    private func joinAppearance() {
        let old = shownTab
        let target = selectedViewController
        if let old, old !== target {
            if old.appearance == .appearing || old.appearance == .appeared { old.beginAppearance(false, animated: false) }
            takeOutOfContainer(old, notingDeparture: !isTab(old))
            if old.appearance == .disappearing { old.endAppearance() }
            forwardedChildren.removeAll(identicalTo: old)
        }
        shownTab = target
        if let target, target !== old {
            _ = target.loadedViewForFramework()
            if target.appearance == .disappeared || target.appearance == .disappearing, !target.isCoveredByContextPresentation {
                target.beginAppearance(true, animated: false)
            }
            install(target)
            forwardedChildren.append(target)
        }
    }

    private func switchTabs(then: (@MainActor () -> Void)?) {
        let old = shownTab
        let target = selectedViewController
        if let target { _ = target.loadedViewForFramework() }
        if let target, target.appearance == .disappeared || target.appearance == .disappearing,
           !target.isCoveredByContextPresentation {
            target.beginAppearance(true, animated: false)
        }
        if let old, old.appearance == .appeared || old.appearance == .appearing {
            old.beginAppearance(false, animated: false)
        }
        if let target { install(target) }
        if let old {
            takeOutOfContainer(old, notingDeparture: !isTab(old))
            if old.appearance == .disappearing { old.endAppearance() }
        }
        shownTab = target
        runtime.runLoop.performAfterCommit { [handle = self.handle, targetHandle = target?.handle] in
            guard let self = handle.controller(as: UITabBarController.self) else { return }
            if let target = targetHandle?.object, self.shownTab === target, target.appearance == .appearing {
                target.endAppearance()
            }
            then?()
        }
    }
}
