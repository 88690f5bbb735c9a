/// Apple frameworks an iOS app may import that do not exist on Linux.
enum MissingFrameworks {
    /// What to say about importing `module`, or nil when it exists (or is provided by the
    /// ported package).
    static func note(for module: String) -> String? {
        switch module {
        case "MapKit", "AVFoundation", "AVKit", "Photos",
             "CoreLocation", "MessageUI", "StoreKit", "GameKit", "SpriteKit", "SceneKit", "ARKit",
             "Contacts", "ContactsUI", "EventKit", "EventKitUI", "HealthKit", "CloudKit", "AuthenticationServices",
             "LocalAuthentication", "CoreMotion", "CoreImage", "MobileCoreServices", "UniformTypeIdentifiers", "os",
             "OSLog", "CoreSpotlight", "Intents", "IntentsUI", "WidgetKit", "AppTrackingTransparency",
             "AdSupport", "CoreBluetooth", "CoreML", "Vision", "Metal", "MetalKit", "GLKit", "CoreText", "PDFKit",
             "QuickLook", "CoreHaptics", "Network", "CoreTelephony", "MediaPlayer", "CallKit", "PushKit", "WatchConnectivity":
            return "its symbols will be missing at compile time"
        default:
            return nil
        }
    }

    /// Modules the ported package provides as stand-ins that re-export Foundation, because
    /// Foundation on Linux already has what apps use of them (CGRect, CGFloat…).
    static let shims: Set<String> = ["CoreGraphics", "QuartzCore"]

    /// Frameworks HeadlessUIKit provides as headless stand-ins (their own products), which a
    /// ported package depends on when the app imports them: SafariServices, UserNotifications,
    /// WebKit, CoreData, Combine, SwiftUI and PhotosUI (References §59, §60, §63). They are not reported as missing.
    static let standIns: Set<String> = ["SafariServices", "UserNotifications", "WebKit", "CoreData", "Combine", "SwiftUI", "PhotosUI"]
}
