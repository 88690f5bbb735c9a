// swift-tools-version: 6.2
import PackageDescription
import Foundation

let package = Package(
    name: "HeadlessUIKit",
    platforms: [.macOS(.v14)],
    products: [
        // Apps link UIKit alone. Test targets take UIKitTesting, which also carries
        // _Testing_UIKit: Swift Testing declares a cross-import overlay of that name for any
        // module called UIKit, and `import Testing` + `import UIKit` fails without it.
        .library(name: "UIKit", targets: ["UIKit"]),
        // The project's own contract types, for tools that read traces and diagnostics
        // (UIKitTesting re-exports them).
        .library(name: "HeadlessCore", targets: ["HeadlessCore"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting", "_Testing_UIKit", "_Testing_CoreGraphics"]),
        // XCUITest's API (XCUIApplication, XCUIElement, XCUIElementQuery, XCUIDevice) over the
        // simulated device, for UI-test targets that `import XCTest` (issue 35).
        .library(name: "XCUIAutomation", targets: ["XCUIAutomation"]),
        .executable(name: "lifecycle", targets: ["lifecycle"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        // The scenario runner and the command's other parts, for the benchmark package's scaling
        // workloads (issue 37, item 5).
        .library(name: "LifecycleKit", targets: ["LifecycleKit"]),
        // swift-snapshot-testing strategies for the engine (lifecycle traces, view hierarchies,
        // wireframes) and the kit's golden files on its machinery. A product of its own, so that
        // a test target that does not want swift-snapshot-testing does not build it.
        .library(name: "UIKitSnapshotTesting", targets: ["UIKitSnapshotTesting"]),
        // `lifecycle port` writes packages that build an iOS app's own files through this plugin.
        .plugin(name: "PortPlugin", targets: ["PortPlugin"]),
        // Headless stand-ins for frameworks apps touch at the edges (issue 18).
        .library(name: "SafariServices", targets: ["SafariServices"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "WebKit", targets: ["WebKit"]),
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .library(name: "CoreData", targets: ["CoreData"]),
        // Combine (OpenCombine re-exported) and a headless SwiftUI subset whose UIHostingController
        // renders views into UIKit views (issue 33, References §59). Named HeadlessCombine and
        // HeadlessSwiftUI so that no module of this package is called Combine or SwiftUI: other
        // packages in the same build (Yams, swift-custom-dump) test `canImport(Combine)` and
        // `canImport(SwiftUI)`. A ported app's targets are compiled with module aliases
        // (`-module-alias SwiftUI=HeadlessSwiftUI`), so its sources keep Apple's names
        // (References §59.7). UIKit does not depend on them: an app that imports neither does
        // not build OpenCombine.
        .library(name: "HeadlessCombine", targets: ["HeadlessCombine"]),
        .library(name: "HeadlessSwiftUI", targets: ["HeadlessSwiftUI"]),
    ],
    traits: [
        // `swift build --traits Checked`: the engine's unretained links and handles verify
        // their invariants at every read (weak references, a registry of live objects), for
        // the sanitizer runs (Runtime/UnretainedLink.swift).
        .trait(name: "Checked", description: "Verify the engine's unretained links at every read."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Only the port plugin's tool links swift-syntax; 603 is inside the range
        // swift-snapshot-testing 1.19.7 declares (509..<605), so both share one build.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        // The testing ecosystem iOS teams already use. Only UIKitSnapshotTesting and the
        // ecosystem test targets link these; UIKit and UIKitTesting do not.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", exact: "1.7.3"),
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
        // Combine's API on Linux; only the Combine and SwiftUI stand-ins link it (References §59).
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        // The project's own contracts (trace events, callbacks, diagnostics, device actions, the
        // Info.plist model): below UIKit and not re-exported by it, so that an app importing UIKit
        // sees Apple's names only. UIKitTesting re-exports it.
        .target(
            name: "HeadlessCore",
            swiftSettings: [.swiftLanguageMode(.v6), .define("HEADLESS_CHECKED", .when(traits: ["Checked"]))]
        ),
        // Apple's graphics frameworks, named as Apple names them; UIKit re-exports both.
        // Cairo rasterises bitmap contexts and reads and writes PNG; libjpeg(-turbo) reads and
        // writes JPEG (a small C target, because its error handling needs setjmp). Both are
        // imported internally by CoreGraphics only, so no C name reaches UIKit's surface.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .target(
            name: "CImageCodecs",
            linkerSettings: [.linkedLibrary("jpeg")]
        ),
        .target(
            name: "CoreGraphics",
            dependencies: ["CCairo", "CImageCodecs"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "QuartzCore",
            dependencies: ["CoreGraphics"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The Objective-C runtime's functions that apps and libraries call from Swift
        // (associated objects, objc_sync_enter/exit, Selector, method lookup), named as
        // Apple's module is; Linux has no module of that name. UIKit re-exports it.
        .target(
            name: "ObjectiveC",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Two functions of the Swift runtime (libswiftCore) with their C signatures: whether an
        // object's deinitialization has begun, for UIKit's unretained links.
        .target(name: "CSwiftRuntime"),
        .target(
            name: "UIKit",
            dependencies: ["HeadlessCore", "LayoutSolver", "CoreGraphics", "QuartzCore", "ObjectiveC", "CSwiftRuntime"],
            swiftSettings: [.swiftLanguageMode(.v6), .define("HEADLESS_CHECKED", .when(traits: ["Checked"]))]
        ),
        .target(
            name: "_Testing_CoreGraphics",
            dependencies: ["CoreGraphics"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "_Testing_UIKit",
            dependencies: ["UIKit", "_Testing_CoreGraphics"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "UIKitTesting",
            dependencies: ["HeadlessCore", "UIKit", "_Testing_UIKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // XCUITest headless: UI tests written for Xcode drive the app in the test's own process.
        .target(
            name: "XCUIAutomation",
            dependencies: ["HeadlessCore", "UIKit", "UIKitTesting"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "XCUIAutomationTests",
            dependencies: ["_UIKitTestSupport", "HeadlessCore", "UIKit", "UIKitTesting", "_Testing_UIKit", "XCUIAutomation"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Helpers shared by this package's own test targets; not a product (swift-collections
        // keeps `_CollectionsTestSupport` the same way).
        .target(
            name: "_UIKitTestSupport",
            dependencies: ["HeadlessCore", "UIKit", "UIKitTesting", "_Testing_UIKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Example apps, written exactly as iOS apps are; run them with --actions or --help.
        .executableTarget(
            name: "LifecycleDemo",
            dependencies: ["UIKit"],
            path: "Examples/LifecycleDemo",
            exclude: ["ExitsOnSuspend.plist"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The classic main.swift in the Swift 5 language mode (issue 36 item 11).
        .executableTarget(
            name: "Swift5MainDemo",
            dependencies: ["UIKit"],
            path: "Examples/Swift5MainDemo",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "MainAttributeDemo",
            dependencies: ["UIKit"],
            path: "Examples/MainAttributeDemo",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "NavigationDemo",
            dependencies: ["UIKit"],
            path: "Examples/NavigationDemo",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "StoryboardDemo",
            dependencies: ["UIKit"],
            path: "Examples/StoryboardDemo",
            exclude: ["Info.plist", "Main.storyboard"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "SceneDemo",
            dependencies: ["UIKit"],
            path: "Examples/SceneDemo",
            exclude: ["Info.plist"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "LifecycleKit",
            dependencies: [
                "HeadlessCore",
                "UIKit",
                "CoreData",
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "lifecycle",
            dependencies: [
                "HeadlessCore",
                "LifecycleKit",
                "UIKit",
                "UIKitTesting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // `lifecycle port`: rewrites an iOS app's Objective-C-only constructs with swift-syntax.
        // Neither UIKit nor the `lifecycle` command links it; only the plugin's tool does.
        .target(
            name: "PortRewriter",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "PortRewriterTool",
            dependencies: ["PortRewriter"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .plugin(
            name: "PortPlugin",
            capability: .buildTool(),
            dependencies: ["PortRewriterTool"]
        ),
        .executableTarget(
            name: "AutoLayoutDemo",
            dependencies: ["UIKit"],
            path: "Examples/AutoLayoutDemo",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "LeakDemo",
            dependencies: ["UIKit"],
            path: "Examples/LeakDemo",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // An app laid out as Xcode lays out a new project with tests (issue 35): the app, its
        // unit tests (XCTest and Swift Testing, `@testable import Tally`: SwiftPM makes an
        // executable target testable) and its UI tests (XCTest with XCUIAutomation, the app
        // launched in the test's process). `swift test --filter Tally` runs both suites.
        .executableTarget(
            name: "Tally",
            dependencies: ["UIKit"],
            path: "Examples/TallyApp/Tally",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "TallyTests",
            dependencies: ["Tally", "UIKit", "UIKitTesting"],
            path: "Examples/TallyApp/TallyTests",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "TallyUITests",
            dependencies: ["Tally", "UIKit", "XCUIAutomation"],
            path: "Examples/TallyApp/TallyUITests",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The Cassowary constraint solver behind Auto Layout; depends on the standard library only.
        .target(
            name: "LayoutSolver",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "LayoutSolverTests",
            dependencies: ["LayoutSolver"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "PortRewriterTests",
            dependencies: ["PortRewriter"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "GraphicsTests",
            dependencies: ["CoreGraphics", "QuartzCore", "_Testing_CoreGraphics"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "UIKitTests",
            dependencies: ["_UIKitTestSupport", "HeadlessCore", "UIKit", "UIKitTesting", "_Testing_UIKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "LifecycleTests",
            dependencies: ["_UIKitTestSupport", "HeadlessCore", "UIKit", "UIKitTesting", "_Testing_UIKit", "LifecycleKit", "lifecycle", "UIKitSnapshotTesting"],
            exclude: ["Goldens", "Fixtures"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "UIKitTestingTests",
            dependencies: ["_UIKitTestSupport", "HeadlessCore", "UIKitTesting", "UIKit", "_Testing_UIKit", "UIKitSnapshotTesting"],
            exclude: ["Goldens"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "AutoLayoutTests",
            dependencies: ["_UIKitTestSupport", "HeadlessCore", "UIKit", "_Testing_UIKit", "UIKitTesting"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "ContainerTests",
            dependencies: ["_UIKitTestSupport", "HeadlessCore", "UIKit", "UIKitTesting", "_Testing_UIKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "AppLifecycleTests",
            dependencies: ["_UIKitTestSupport", "HeadlessCore", "UIKit", "UIKitTesting", "_Testing_UIKit", "UIKitSnapshotTesting"],
            exclude: ["Goldens"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // iOS-style code compiled with `import UIKit` alone, in Swift 6 and in Swift 5 mode (the
        // Swift 5 target links the same IOSStyleCode.swift). Its tests use the kit's public API.
        .testTarget(
            name: "CompatibilityTests",
            dependencies: ["UIKit", "UIKitTesting", "_Testing_UIKit", "CoreData", "HeadlessSwiftUI", "PhotosUI"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CompatibilitySwift5Tests",
            dependencies: ["UIKit", "UIKitTesting", "_Testing_UIKit", "CoreData", "HeadlessSwiftUI", "PhotosUI"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "InterfaceBuilderTests",
            dependencies: ["_UIKitTestSupport", "HeadlessCore", "UIKit", "UIKitTesting", "_Testing_UIKit"],
            resources: [.process("Fixtures")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The chrome (issue 14): bars, bar items, alerts, and tapping by visible text.
        .executableTarget(
            name: "ChromeDemo",
            dependencies: ["UIKit"],
            path: "Examples/ChromeDemo",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "ChromeTests",
            dependencies: ["_UIKitTestSupport", "HeadlessCore", "UIKit", "UIKitTesting", "_Testing_UIKit", "UIKitSnapshotTesting"],
            exclude: ["Goldens"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Scroll views, table views and the kit's list checks (issue 17), and the example app
        // with a long list they drive.
        .testTarget(
            name: "ListTests",
            dependencies: ["_UIKitTestSupport", "HeadlessCore", "UIKit", "UIKitTesting", "_Testing_UIKit", "UIKitSnapshotTesting"],
            exclude: ["Goldens"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "ListDemo",
            dependencies: ["UIKit"],
            path: "Examples/ListDemo",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Controls, gesture recognizers, touches and hit testing (issue 15, items 4–6).
        .testTarget(
            name: "ControlsTests",
            dependencies: ["_UIKitTestSupport", "HeadlessCore", "UIKit", "UIKitTesting", "_Testing_UIKit", "UIKitSnapshotTesting"],
            exclude: ["Goldens"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // A settings form (switch, segmented control, stepper, slider, submit button) driven by
        // the control actions: `FormDemo --actions "toggle notifications, tap Submit"`.
        .executableTarget(
            name: "FormDemo",
            dependencies: ["UIKit"],
            path: "Examples/FormDemo",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CollectionTests",
            dependencies: ["HeadlessCore", "UIKit", "UIKitTesting", "_Testing_UIKit", "UIKitSnapshotTesting"],
            exclude: ["Goldens"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Fonts, colours, traits and text input (issue 15, items 1–3).
        .testTarget(
            name: "TextTests",
            dependencies: ["_UIKitTestSupport", "HeadlessCore", "UIKit", "UIKitTesting", "_Testing_UIKit", "UIKitSnapshotTesting"],
            exclude: ["Goldens"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // A sign-up form with text fields, driven by `focus`, `type` and `return` (issue 15).
        .executableTarget(
            name: "SignUpDemo",
            dependencies: ["UIKit"],
            path: "Examples/SignUpDemo",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "FidelityTests",
            dependencies: ["HeadlessCore", "UIKit", "UIKitTesting", "_Testing_UIKit", "UIKitSnapshotTesting"],
            exclude: ["Goldens"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // swift-snapshot-testing strategies and the golden files built on them (issue 21).
        .target(
            name: "UIKitSnapshotTesting",
            dependencies: [
                "HeadlessCore", "UIKit", "UIKitTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Packages whose sources say `#if canImport(UIKit)` (swift-custom-dump, swift-snapshot-testing,
        // swift-property-based) built beside our UIKit, and used on our types.
        .testTarget(
            name: "EcosystemTests",
            dependencies: [
                "HeadlessCore", "UIKit", "UIKitTesting", "_Testing_UIKit", "UIKitSnapshotTesting",
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // A test file written the way a swift-snapshot-testing user writes one.
        .testTarget(
            name: "SnapshotTestingDemo",
            dependencies: [
                "UIKit", "UIKitTesting", "_Testing_UIKit", "UIKitSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Examples/SnapshotTestingDemo",
            exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Headless stand-ins for SafariServices, UserNotifications and WebKit (issue 18), each
        // importable by its Apple name, and their tests.
        .target(name: "SafariServices", dependencies: ["HeadlessCore", "UIKit"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "UserNotifications", dependencies: ["HeadlessCore", "UIKit"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "WebKit", dependencies: ["HeadlessCore", "UIKit"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // The photo picker (PhotosUI) and a minimal NSItemProvider (issue 33 item 6, References §63).
        .target(name: "PhotosUI", dependencies: ["HeadlessCore", "UIKit"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // Core Data headless (issue 33): an in-memory store shared by a container's contexts,
        // models read from the app's .xcdatamodeld. UIKit does not depend on it.
        .target(name: "CoreData", dependencies: ["HeadlessCore", "UIKit"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(
            name: "CoreDataTests",
            dependencies: ["_UIKitTestSupport", "HeadlessCore", "UIKit", "UIKitTesting", "_Testing_UIKit", "CoreData", "LifecycleKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Combine and SwiftUI stand-ins (issue 33, References §59).
        .target(name: "HeadlessCombine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")],
                swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "HeadlessSwiftUI", dependencies: ["HeadlessCore", "UIKit", "HeadlessCombine"],
                swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(
            name: "FrameworkStandInTests",
            dependencies: ["_UIKitTestSupport", "HeadlessCore", "UIKit", "UIKitTesting", "_Testing_UIKit", "SafariServices", "UserNotifications", "WebKit",
                           "HeadlessCombine", "HeadlessSwiftUI", "PhotosUI"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Pixels, codecs, asset-catalog images, draw(_:) and the property animator (issue 16).
        .testTarget(
            name: "DrawingTests",
            dependencies: ["_UIKitTestSupport", "HeadlessCore", "UIKit", "UIKitTesting", "_Testing_UIKit", "UIKitSnapshotTesting"],
            exclude: ["Goldens"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Every Swift block of the DocC articles, compiled and, where runnable, run (issue 21).
        .testTarget(
            name: "DocumentationSnippetTests",
            dependencies: [
                "_UIKitTestSupport", "HeadlessCore", "UIKit", "UIKitTesting", "_Testing_UIKit", "UIKitSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Goldens", "__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)

// For quick local iteration only: `HEADLESS_UIKIT_WITHOUT_PORT=1 swift test` leaves out the port
// rewriter, its plugin and tests, and so does not build swift-syntax. CI never sets it.
if ProcessInfo.processInfo.environment["HEADLESS_UIKIT_WITHOUT_PORT"] != nil {
    let portTargets: Set<String> = ["PortRewriter", "PortRewriterTool", "PortPlugin", "PortRewriterTests"]
    package.targets.removeAll { portTargets.contains($0.name) }
    package.products.removeAll { $0.name == "PortPlugin" }
    package.dependencies.removeAll { "\($0.kind)".contains("swift-syntax") }
}

// No warning from the project's own sources: every Swift target of this package treats
// warnings as errors (issue 34). SwiftPM applies warning settings to root packages only, so
// an app that depends on HeadlessUIKit is not affected by a newer compiler's new warnings.
// The compatibility targets are left out: they are iOS app code as apps write it, and keep
// the warnings Xcode shows for it too.
let appCodeFixtures: Set<String> = ["CompatibilityTests", "CompatibilitySwift5Tests", "Tally", "TallyTests", "TallyUITests"]
for target in package.targets
where target.type != .system && target.type != .plugin && target.type != .binary && !appCodeFixtures.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
