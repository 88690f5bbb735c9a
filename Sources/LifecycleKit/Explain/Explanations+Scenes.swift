extension Explanations {
    static let scenes: [Explanation] = [
        Explanation(
            "scene(_:willConnectTo:options:)", "scene:willConnectToSession:options:", on: "UISceneDelegate",
            when: "When a scene is created for a session: at launch in a scene-based app (after didFinishLaunching), or when the user opens another window.",
            state: "The scene is unattached, about to enter the foreground (or the background when the system connects it). UIApplication.shared.applicationState reads .background: a scene-based app launches in the background and takes its most active scene's state (References §45.5).",
            do: ["Create the window with UIWindow(windowScene:), set its root view controller, call makeKeyAndVisible() (a storyboard scene does this for you).", "Handle the URLs or activities in the options."],
            dont: ["Do not assume this is a new process: scenes connect and disconnect while the app runs."],
            seeds: [],
            see: []),
        Explanation(
            "sceneWillEnterForeground(_:)", "sceneWillEnterForeground:", on: "UISceneDelegate",
            when: "When the scene moves to the foreground: after connecting, or coming back from the background.",
            state: "Foreground inactive, about to be shown. The scene's activationState changes after this call, so applicationState still reads .background here (References §45.5).",
            do: ["Undo what sceneDidEnterBackground(_:) did; refresh data for the scene."],
            dont: ["Do not expect the app delegate's applicationWillEnterForeground(_:) in a scene-based app."],
            seeds: [],
            see: []),
        Explanation(
            "sceneDidBecomeActive(_:)", "sceneDidBecomeActive:", on: "UISceneDelegate",
            when: "When the scene becomes active: after entering the foreground, or when an interruption (Notification Center, a call) ends.",
            state: "Foreground active; applicationState reads .active, its most active scene's state (References §45.5).",
            do: ["Restart what sceneWillResignActive(_:) paused."],
            dont: ["Do not assume one activation per foreground stay."],
            seeds: [],
            see: []),
        Explanation(
            "sceneWillResignActive(_:)", "sceneWillResignActive:", on: "UISceneDelegate",
            when: "When the scene stops being active: an interruption, or the way to the background.",
            state: "Foreground, about to become inactive.",
            do: ["Pause work, as applicationWillResignActive(_:) does for apps without scenes."],
            dont: ["Do not tear the scene down: it often comes straight back."],
            seeds: [],
            see: []),
        Explanation(
            "sceneDidEnterBackground(_:)", "sceneDidEnterBackground:", on: "UISceneDelegate",
            when: "When the scene is no longer on screen.",
            state: "Background; may be suspended, then disconnected to free memory.",
            do: ["Save the scene's state and data; release what only the screen needed."],
            dont: ["Do not count on sceneDidDisconnect(_:) or on the app's termination being announced."],
            seeds: [],
            see: []),
        Explanation(
            "sceneDidDisconnect(_:)", "sceneDidDisconnect:", on: "UISceneDelegate",
            when: "When the system releases a background scene to save resources, or the user closes it; the session may come back later.",
            state: "The scene is going away; its windows and controllers are released.",
            do: ["Release resources tied to the scene; keep what is needed to recreate it from its session."],
            dont: ["Do not delete the session's saved data: the scene may reconnect (that is application(_:didDiscardSceneSessions:))."],
            seeds: [],
            see: []),
    ]
}
