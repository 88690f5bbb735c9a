import HeadlessCore

/// What an iOS-version profile changes for a callback (References §16).
extension Explanation {
    /// The callbacks (base names) each switched behaviour of ``LifecycleProfile`` touches.
    static let callbacksBySwitchedBehaviour: [String: Set<String>] = [
        "UIApplicationExitsOnSuspend": ["applicationDidEnterBackground", "applicationWillTerminate", "viewDidDisappear"],
        "viewIsAppearing(_:)": ["viewIsAppearing", "viewWillAppear", "viewDidAppear", "viewWillLayoutSubviews"],
        "begin/endAppearanceTransition without a window": ["viewIsAppearing", "viewDidAppear", "viewWillAppear"],
        "default modal presentation style": ["viewWillDisappear", "viewDidDisappear", "viewWillAppear", "viewDidAppear",
                                             "presentationControllerDidDismiss", "presentationControllerWillDismiss"],
        "launch: viewDidAppear against applicationDidBecomeActive": ["viewDidAppear", "applicationDidBecomeActive"],
        "background snapshots": ["traitCollectionDidChange", "applicationDidEnterBackground", "sceneDidEnterBackground"],
        "estimated row heights by default": ["tableView"],
        "Notification Center flicker": ["applicationWillResignActive", "applicationDidBecomeActive"],
        "hardware keys in a text field against key commands": ["pressesBegan", "insertText", "deleteBackward"],
        "scenes": ["scene", "sceneWillEnterForeground", "sceneDidBecomeActive", "sceneWillResignActive",
                   "sceneDidEnterBackground", "sceneDidDisconnect", "application"],
    ]

    /// The switched behaviours that touch this callback.
    public var switchedBehaviours: [LifecycleProfile.SwitchedBehaviour] {
        LifecycleProfile.switchedBehaviours.filter { behaviour in
            (Self.callbacksBySwitchedBehaviour[behaviour.name] ?? []).contains(baseName)
                || (behaviour.name == "scenes" && declaredBy == "UISceneDelegate")
        }
    }

    /// The explanation followed by what iOS `version` does about each switched behaviour
    /// that touches the callback.
    public func rendered(onIOS version: Int) -> String {
        let profile = LifecycleProfile(iOS: version)
        var output = rendered()
        output += "\nOn iOS \(profile.iOSVersion) (lifecycle explain \(baseName) --ios N compares versions):\n"
        let behaviours = switchedBehaviours
        if behaviours.isEmpty {
            output += "  • no modelled behaviour of this callback changed between iOS \(LifecycleProfile.oldestModelledVersion) and \(LifecycleProfile.newestModelledVersion).\n"
        }
        for behaviour in behaviours {
            let now = behaviour.isNew(in: profile.iOSVersion)
                ? "\(behaviour.after) (iOS \(behaviour.since) and later)"
                : "\(behaviour.before) (before iOS \(behaviour.since))"
            let lines = TextTraceRenderer.wrap("\(behaviour.name): \(now); References \(behaviour.reference).", width: 92)
            for (i, line) in lines.enumerated() { output += (i == 0 ? "  • " : "    ") + line + "\n" }
        }
        return output
    }
}
