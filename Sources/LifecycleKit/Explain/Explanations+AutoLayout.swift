/// The callbacks of Auto Layout's update cycle, the safe area and layout margins.
extension Explanations {
    static let autoLayout: [Explanation] = [
        Explanation(
            "updateConstraints()", "updateConstraints", on: "UIView",
            when: "At the start of a layout pass, before any layoutSubviews(), for views that called setNeedsUpdateConstraints() or just joined Auto Layout; the deepest views first (bottom-up). updateConstraintsIfNeeded() and layoutIfNeeded() run the pending ones at once.",
            state: "Frames are those of the previous pass; constraint changes made here are solved before the pass sets the new frames.",
            do: ["Change constraints that depend on state (activate, deactivate, change constants) in one place.", "Call super.updateConstraints() last."],
            dont: ["Do not call setNeedsUpdateConstraints() from inside it unconditionally: that loops.", "Do not read frames here to compute constraints: they are not laid out yet."],
            see: []),
        Explanation(
            "updateViewConstraints()", "updateViewConstraints", on: "UIViewController",
            when: "In place of its root view's updateConstraints(), in the same bottom-up step before the layout pass; the base implementation runs the view's updateConstraints().",
            state: "The root view's frames are those of the previous pass.",
            do: ["Update the constraints of the controller's view.", "Call super.updateViewConstraints() last."],
            dont: ["Do not set up all constraints here every time: create them once (viewDidLoad) and only adjust them here."],
            see: []),
        Explanation(
            "safeAreaInsetsDidChange()", "safeAreaInsetsDidChange", on: "UIView",
            when: "In the layout pass, once the superview has laid the view out and before the view's layoutSubviews(), when its safe-area insets changed: the first layout in a window whose status bar, bars or home indicator reach the view (out of a window it has none), a rotation, a move, additionalSafeAreaInsets of its controller. Reported here for controllers' root views and Auto Layout views (References §18).",
            state: "safeAreaInsets and safeAreaLayoutGuide have their new values; the view's own frame is set for this pass.",
            do: ["Adjust what depends on the insets that constraints to safeAreaLayoutGuide do not already cover."],
            dont: ["Do not change the view's own frame here."],
            see: []),
        Explanation(
            "viewSafeAreaInsetsDidChange()", "viewSafeAreaInsetsDidChange", on: "UIViewController",
            when: "Right after its root view's safeAreaInsetsDidChange(), in the layout pass: at the first display under the status bar (before viewIsAppearing(_:), iOS 11 and later), and on each change after; always before viewWillLayoutSubviews().",
            state: "view.safeAreaInsets has its new value.",
            do: ["Call super, then adjust what depends on the safe area (scroll insets, custom bars)."],
            dont: ["Do not set additionalSafeAreaInsets from it unconditionally: that loops."],
            see: []),
        Explanation(
            "layoutMarginsDidChange()", "layoutMarginsDidChange", on: "UIView",
            when: "In the layout pass, just before the view's layoutSubviews() (after safeAreaInsetsDidChange()), when its effective layout margins changed: set by the app, or moved by the safe area or the superview's margins.",
            state: "layoutMargins and layoutMarginsGuide have their new values.",
            do: ["Adjust what depends on the margins that constraints to layoutMarginsGuide do not cover."],
            dont: ["Do not set layoutMargins from it unconditionally: that loops."],
            see: []),
        Explanation(
            "viewLayoutMarginsDidChange()", "viewLayoutMarginsDidChange", on: "UIViewController",
            when: "Right after its root view's layoutMarginsDidChange(): at the first display when the safe area adds to the margins (before viewIsAppearing(_:)), and on each change after; before viewWillLayoutSubviews().",
            state: "view.layoutMargins has its new value.",
            do: ["Call super, then adjust margin-dependent layout."],
            dont: ["Do not change the margins from it unconditionally."],
            see: []),
    ]
}
