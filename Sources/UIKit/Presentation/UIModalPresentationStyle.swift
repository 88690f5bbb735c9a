import HeadlessCore
import Foundation

/// How a presented view controller is shown (References §5).
///
/// Only `.fullScreen` and `.currentContext` take the presenter's view off the screen once the
/// presentation completes, and so give the presenter `viewWillDisappear(_:)` /
/// `viewDidDisappear(_:)` (and the appear pair on dismissal); every other style leaves the
/// presenter on screen and gives it no appearance callback (§5.2).
public enum UIModalPresentationStyle: Int, Sendable, Hashable, CaseIterable {
    /// Covers the screen; the presenter's view is removed when the presentation completes.
    case fullScreen = 0
    /// A card over the presenter (iPhone, iOS 13 and later); the presenter stays.
    case pageSheet = 1
    /// Like a page sheet on iPhone; the presenter stays.
    case formSheet = 2
    /// Covers the view of the controller that defines the presentation context, which is removed.
    case currentContext = 3
    /// Shown by a custom presentation controller; the presenter stays (its
    /// `shouldRemovePresentersView` defaults to false).
    case custom = 4
    /// Covers the screen; the views beneath stay.
    case overFullScreen = 5
    /// Covers the context's view, which stays.
    case overCurrentContext = 6
    /// A popover; in a compact environment it adapts to a form sheet (iOS 13 and later) unless
    /// the presentation's delegate says otherwise; the presenter stays.
    case popover = 7
    /// Not a presentation style: only valid as an adaptive style. Presenting with it is an error.
    case none = -1
    /// The system's choice: `.pageSheet` for a plain view controller (iOS 13 and later).
    case automatic = -2

    /// The style actually used: `.automatic` becomes `.pageSheet` from iOS 13 on and
    /// `.fullScreen` before (the profile's `automaticPresentationIsSheet`; References §15.6).
    @MainActor var resolved: UIModalPresentationStyle {
        guard self == .automatic else { return self }
        return HeadlessRuntime.current.profile.automaticPresentationIsSheet ? .pageSheet : .fullScreen
    }

    /// Whether the presenter's view leaves the screen (`shouldRemovePresentersView`).
    var removesPresenterView: Bool { self == .fullScreen || self == .currentContext }

    /// Whether the presented view goes where the presentation context's view is.
    var coversContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// Whether the user can swipe the presentation down (sheets; a popover adapts to one on iPhone).
    var isSheet: Bool { self == .pageSheet || self == .formSheet || self == .automatic }
}

/// The animation of a modal presentation. Recorded only: nothing is drawn.
public enum UIModalTransitionStyle: Int, Sendable, Hashable, CaseIterable {
    /// Slides up from the bottom (the default).
    case coverVertical = 0
    /// Flips horizontally.
    case flipHorizontal = 1
    /// Cross-fades.
    case crossDissolve = 2
    /// Curls up a corner.
    case partialCurl = 3
}
