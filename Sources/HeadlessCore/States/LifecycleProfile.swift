/// The behaviours that differ between iOS versions, where the references disagree: one
/// profile per modelled iOS version (References §16).
///
/// `LifecycleProfile()` models the newest version (``newestModelledVersion``);
/// `LifecycleProfile(iOS: 9)` switches every behaviour in ``switchedBehaviours`` to what
/// that version does. Each knob can still be set on its own afterwards.
public struct LifecycleProfile: Sendable, Hashable {
    /// The iOS major version this profile models.
    public var iOSVersion: Int
    /// Whether `viewIsAppearing(_:)` is delivered (iOS 13+ by back-deployment, iOS 17 API).
    public var deliversViewIsAppearing = true
    /// Whether a launch delivers the root view controller's `viewDidAppear(_:)` before
    /// `applicationDidBecomeActive(_:)` (References §1.2, §21): iOS 8 and iOS 11 and later;
    /// iOS 7, 9 and 10 make the app active first.
    public var viewDidAppearBeforeDidBecomeActive = true
    /// Whether `endAppearanceTransition()` on a controller whose view is in no window stops
    /// after `viewWillAppear(_:)`, finishing the appearance only once the view reaches a
    /// window (iOS 13 and later; References §15.5).
    public var appearanceTransitionNeedsWindow = true
    /// Whether `UIApplicationExitsOnSuspend` in the Info.plist is honoured (iOS 4–12;
    /// References §3.7).
    public var honorsExitsOnSuspend = false
    /// Whether `.automatic`, the default `modalPresentationStyle`, resolves to a page sheet
    /// (iOS 13 and later) rather than full screen (References §15.6).
    public var automaticPresentationIsSheet = true
    /// Whether going to the background takes the app-switcher snapshot in both appearances,
    /// so the windows' traits flip to the other style and back, each with its
    /// `traitCollectionDidChange(_:)` and layout (iOS 13 and later; References §19).
    public var takesBackgroundSnapshotsInBothStyles = true
    /// Whether a view first laid out in a window reports its safe area and margins through
    /// the change callbacks (`viewSafeAreaInsetsDidChange()`, `viewLayoutMarginsDidChange()`
    /// and the views' own), as a view in no window has none (iOS 11 and later, which brought
    /// the safe area; References §18).
    public var reportsInsetsAtFirstDisplay = true
    /// Whether table views estimate row heights by default (`estimatedRowHeight` is
    /// `UITableView.automaticDimension`), so that a row's exact height is asked after its cell,
    /// as it is shown; before iOS 11 the default is 0 and every height is asked at the reload,
    /// before the first cell (References §50.3).
    public var estimatesRowHeightsByDefault = true
    /// Whether pulling down Notification Center over an app-delegate app makes it resign,
    /// become active and resign again (seed 001's log, iOS 7–11); from iOS 12 no source shows
    /// the flicker and the app resigns once (References §50.6).
    public var notificationCenterFlickers = false
    /// Whether a hardware key that types or edits text goes to the first responder's text
    /// input before key commands (iOS 15 and later), unless a matching key command sets
    /// `wantsPriorityOverSystemBehavior`; before, key commands came first (References §55.4).
    public var textInputPrecedesKeyCommands = true

    /// The newest iOS version the engine models; the default profile's.
    public static let newestModelledVersion = 18
    /// The oldest iOS version the engine models (the seeds' era starts here).
    public static let oldestModelledVersion = 7

    /// The profile of the newest modelled iOS.
    public init() {
        self.init(iOS: Self.newestModelledVersion)
    }

    /// The profile of an iOS major version: each switched behaviour as that version has it.
    /// Versions outside ``oldestModelledVersion``...``newestModelledVersion`` are clamped.
    public init(iOS version: Int) {
        let version = min(max(version, Self.oldestModelledVersion), Self.newestModelledVersion)
        iOSVersion = version
        deliversViewIsAppearing = version >= 13
        viewDidAppearBeforeDidBecomeActive = version == 8 || version >= 11
        appearanceTransitionNeedsWindow = version >= 13
        honorsExitsOnSuspend = version < 13
        automaticPresentationIsSheet = version >= 13
        takesBackgroundSnapshotsInBothStyles = version >= 13
        reportsInsetsAtFirstDisplay = version >= 11
        estimatesRowHeightsByDefault = version >= 11
        notificationCenterFlickers = version < 12
        textInputPrecedesKeyCommands = version >= 15
    }

    /// Reads `"18"`, `"9"`, `"13.4"` or `"iOS 17"`: the major version; nil for anything else.
    public init?(parsing text: String) {
        var trimmed = Substring(text).drop { $0 == " " }
        while trimmed.last == " " { trimmed = trimmed.dropLast() }
        if trimmed.lowercased().hasPrefix("ios") { trimmed = trimmed.dropFirst(3).drop { $0 == " " } }
        guard let major = Int(trimmed.prefix { $0 != "." }), major > 0,
              trimmed.drop(while: { $0 != "." }).dropFirst().allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
        self.init(iOS: major)
    }

    /// One behaviour that a profile switches, with the first version that has it and the
    /// reference that says so.
    public struct SwitchedBehaviour: Sendable, Hashable {
        /// What changes, in a few words.
        public let name: String
        /// The first major version with the newer behaviour.
        public let since: Int
        /// What versions before `since` do.
        public let before: String
        /// What `since` and later do.
        public let after: String
        /// The section of Documentation/References.md that gives the sources.
        public let reference: String

        /// Earlier versions that already had the newer behaviour, for a change that went
        /// back and forth (empty for most).
        public var alsoIn: [Int] = []

        /// Whether a version has the newer behaviour.
        public func isNew(in version: Int) -> Bool { version >= since || alsoIn.contains(version) }
    }

    /// Every behaviour the profiles switch, oldest change first.
    public static let switchedBehaviours: [SwitchedBehaviour] = [
        SwitchedBehaviour(name: "launch: viewDidAppear against applicationDidBecomeActive", since: 11,
                          before: "applicationDidBecomeActive before the root controller's viewDidAppear (iOS 7, 9, 10)",
                          after: "the root controller's viewDidAppear before applicationDidBecomeActive (also iOS 8)",
                          reference: "§21", alsoIn: [8]),
        SwitchedBehaviour(name: "safe-area and margin callbacks at first display", since: 11,
                          before: "no safe area; a view's first layout reports nothing",
                          after: "a view first laid out under the status bar or a bar gets safeAreaInsetsDidChange / viewSafeAreaInsetsDidChange and the margin pair before viewIsAppearing and its layout",
                          reference: "§18"),
        SwitchedBehaviour(name: "estimated row heights by default", since: 11,
                          before: "estimatedRowHeight is 0: every row's heightForRowAt is asked at the reload, before the first cellForRowAt",
                          after: "estimatedRowHeight is automaticDimension: a row's heightForRowAt comes after its cellForRowAt, then willDisplay",
                          reference: "§50.3"),
        SwitchedBehaviour(name: "Notification Center flicker", since: 12,
                          before: "pulling Notification Center down gives resign, become active, resign (seed 001)",
                          after: "pulling it down gives one resign active; no source shows the flicker",
                          reference: "§50.6"),
        SwitchedBehaviour(name: "UIApplicationExitsOnSuspend", since: 13,
                          before: "Home terminates an app whose Info.plist sets it",
                          after: "the key is ignored; Home suspends the app", reference: "§3.7"),
        SwitchedBehaviour(name: "viewIsAppearing(_:)", since: 13,
                          before: "not delivered",
                          after: "delivered between viewWillAppear and viewDidAppear, after the superview's layout (back-deployed from iOS 17)",
                          reference: "§15.2"),
        SwitchedBehaviour(name: "begin/endAppearanceTransition without a window", since: 13,
                          before: "endAppearanceTransition() delivers viewDidAppear",
                          after: "it stops at viewWillAppear until the view reaches a window", reference: "§15.5"),
        SwitchedBehaviour(name: "default modal presentation style", since: 13,
                          before: ".automatic presents full screen (the presenter disappears)",
                          after: ".automatic presents a page sheet (the presenter stays) and reads .pageSheet afterwards",
                          reference: "§15.6"),
        SwitchedBehaviour(name: "scenes", since: 13,
                          before: "no UIScene; the app delegate's life cycle only",
                          after: "UIScene and the scene delegate's life cycle are available", reference: "§2"),
        SwitchedBehaviour(name: "background snapshots", since: 13,
                          before: "entering the background delivers nothing to views and controllers",
                          after: "the snapshot flips the windows' traits to the other appearance and back: two traitCollectionDidChange calls and their layout",
                          reference: "§19"),
        SwitchedBehaviour(name: "hardware keys in a text field against key commands", since: 15,
                          before: "a matching key command takes the key before the text field's text input",
                          after: "text input takes a key that types or edits text first, unless the key command wants priority over system behavior",
                          reference: "§55.4"),
    ]

    /// The behaviours that differ between two versions.
    public static func differences(between first: Int, and second: Int) -> [SwitchedBehaviour] {
        switchedBehaviours.filter { $0.isNew(in: first) != $0.isNew(in: second) }
    }
}
