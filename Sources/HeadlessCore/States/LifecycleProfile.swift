/// The behaviours that differ between iOS versions, where the references disagree.
///
/// The defaults model current iOS; each knob names the source of doubt it settles.
public struct LifecycleProfile: Sendable, Hashable {
    /// Whether `viewIsAppearing(_:)` is delivered (iOS 13+ by back-deployment, iOS 17 API).
    public var deliversViewIsAppearing = true
    /// Whether a launch delivers the root view controller's `viewDidAppear(_:)` before
    /// `applicationDidBecomeActive(_:)` (References §1.2, marked uncertain; the default
    /// follows seed 004's log and the later-iOS reports).
    public var viewDidAppearBeforeDidBecomeActive = true

    /// The default profile.
    public init() {}
}
