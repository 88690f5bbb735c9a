extension Explanations {
    static let containers: [Explanation] = [
        Explanation(
            "navigationController(_:willShow:animated:)", "navigationController:willShowViewController:animated:", on: "UINavigationControllerDelegate",
            when: "When a navigation controller is about to show a controller: a push, a pop, setViewControllers, an interactive pop as it starts.",
            state: "The transition has not run yet; the incoming controller's view may not be loaded, and an interactive pop may still be cancelled.",
            do: ["Prepare what depends on the controller about to be on top, such as bar appearance."],
            dont: ["Do not push or pop from here: the navigation controller is in the middle of a transition."],
            see: ["VC-5", "VC-6"]),
        Explanation(
            "navigationController(_:didShow:animated:)", "navigationController:didShowViewController:animated:", on: "UINavigationControllerDelegate",
            when: "After the navigation controller finished showing a controller, once the transition's animation ended (after the controllers' viewDidAppear/viewDidDisappear).",
            state: "The shown controller is the top one and has appeared.",
            do: ["React to the new top controller: analytics, state that follows the stack."],
            dont: ["Do not expect it for a cancelled interactive pop of the controller that stayed."],
            see: ["VC-5", "VC-6"]),
        Explanation(
            "tabBarController(_:shouldSelect:)", "tabBarController:shouldSelectViewController:", on: "UITabBarControllerDelegate",
            when: "When the user taps a tab, before the selection changes. Setting selectedIndex in code does not ask.",
            state: "The old tab is still selected and on screen.",
            do: ["Return false to refuse the tab (for instance, to present something instead)."],
            dont: ["Do not change the selection from here; return the answer."],
            see: []),
        Explanation(
            "tabBarController(_:didSelect:)", "tabBarController:didSelectViewController:", on: "UITabBarControllerDelegate",
            when: "After the user's tap selected a tab (also when it was already selected). Setting selectedIndex in code does not call it.",
            state: "The new tab is selected; its controller's appearance callbacks have been delivered.",
            do: ["React to the user's choice, such as scrolling to the top on a second tap."],
            dont: ["Do not rely on it for selections made in code."],
            see: []),
        Explanation(
            "presentationControllerShouldDismiss(_:)", "presentationControllerShouldDismiss:", on: "UIAdaptivePresentationControllerDelegate",
            when: "When the user starts swiping a sheet down, to ask whether the swipe may dismiss it.",
            state: "The sheet is presented and fully shown.",
            do: ["Return false when dismissing would lose the user's work (unsaved edits)."],
            dont: ["Do not dismiss from here."],
            see: []),
        Explanation(
            "presentationControllerWillDismiss(_:)", "presentationControllerWillDismiss:", on: "UIAdaptivePresentationControllerDelegate",
            when: "When a swipe-down dismissal of a sheet begins (it may still be cancelled).",
            state: "The sheet is starting to leave; viewWillDisappear follows on it.",
            do: ["Animate alongside the dismissal through the transition coordinator."],
            dont: ["Do not treat it as final: the user can let go and keep the sheet."],
            see: []),
        Explanation(
            "presentationControllerDidDismiss(_:)", "presentationControllerDidDismiss:", on: "UIAdaptivePresentationControllerDelegate",
            when: "After a sheet was dismissed by the user's swipe. It is not called for a dismiss(animated:) made in code.",
            state: "The sheet is gone; the presenter is the front controller again.",
            do: ["Update the presenter's state as the sheet's cancel or done button would have."],
            dont: ["Do not expect it after dismissing in code; put the shared work where both paths reach it."],
            see: []),
        Explanation(
            "presentationControllerDidAttemptToDismiss(_:)", "presentationControllerDidAttemptToDismiss:", on: "UIAdaptivePresentationControllerDelegate",
            when: "When the user tried to swipe a sheet away but isModalInPresentation or presentationControllerShouldDismiss(_:) refused it.",
            state: "The sheet stays presented.",
            do: ["Ask the user what to do with their changes (save, discard)."],
            dont: ["Do not dismiss silently: the refusal was on purpose."],
            see: []),
        Explanation(
            "sendAction(_:)", "sendAction:", on: "UIControl",
            when: "When a control fires one of its actions, for instance after a tap that ends inside it (.touchUpInside).",
            state: "The control is enabled, visible and in the key window.",
            do: ["Override it to observe every action a control sends; call super to deliver it."],
            dont: ["Do not call it to simulate a tap in tests: the device's `tap` action goes through the whole path."],
            see: []),
    ]
}
