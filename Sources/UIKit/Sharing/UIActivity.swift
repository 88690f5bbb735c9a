import HeadlessCore
import Foundation

/// A service the share sheet offers: the system's (copy, save, print…) or the app's own
/// subclass, which overrides the members below.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// Where the share sheet lists an activity: with the share targets, or with the actions.
    public enum Category: Int, Sendable {
        /// Listed with the actions (copy, print…); the default.
        case action = 0
        /// Listed with the share targets (Messages, Mail…).
        case share = 1
    }

    /// The category of the class's activities.
    open class var activityCategory: Category { .action }

    /// The activity's identifier.
    open var activityType: ActivityType? { nil }
    /// The title the share sheet shows.
    open var activityTitle: String? { nil }
    /// The image the share sheet shows.
    open var activityImage: UIImage? { nil }

    /// Whether the activity can act on the items; the share sheet lists it only then.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Receives the items before the activity runs.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller to present for the activity instead of ``perform()``; nil by default.
    open var activityViewController: UIViewController? { nil }
    /// Does the work; call ``activityDidFinish(_:)`` when done.
    open func perform() { activityDidFinish(false) }

    /// Tells the share sheet the activity ended, which runs its completion handler.
    open func activityDidFinish(_ completed: Bool) {
        let finish = onFinish
        onFinish = nil
        finish?(completed)
    }

    /// What the share sheet does when the activity reports its end.
    var onFinish: ((Bool) -> Void)?

    public override init() {
        super.init()
    }
}

extension UIActivity {
    /// The identifier of an activity.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }
}
