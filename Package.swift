// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "HeadlessUIKit",
    platforms: [.macOS(.v14)],
    products: [
        // Apps link UIKit alone. Test targets take UIKitTesting, which also carries
        // _Testing_UIKit: Swift Testing declares a cross-import overlay of that name for any
        // module called UIKit, and `import Testing` + `import UIKit` fails without it.
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting", "_Testing_UIKit"]),
        .executable(name: "lifecycle", targets: ["lifecycle"]),
        // `lifecycle port` writes packages that build an iOS app's own files through this plugin.
        .plugin(name: "PortPlugin", targets: ["PortPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Only the port plugin's tool links swift-syntax; 603 is inside the range
        // swift-snapshot-testing 1.19.7 declares (509..<605), so both share one build.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .target(
            name: "UIKit",
            exclude: ["InterfaceBuilder/InterfaceBuilder.md"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "_Testing_UIKit",
            dependencies: ["UIKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "UIKitTesting",
            dependencies: ["UIKit", "_Testing_UIKit"],
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
                "UIKit",
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "lifecycle",
            dependencies: [
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
            name: "LeakDemo",
            dependencies: ["UIKit"],
            path: "Examples/LeakDemo",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "PortRewriterTests",
            dependencies: ["PortRewriter"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "UIKitTests",
            dependencies: ["UIKit", "_Testing_UIKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "LifecycleTests",
            dependencies: ["UIKit", "_Testing_UIKit", "LifecycleKit", "lifecycle"],
            exclude: ["Goldens", "Fixtures"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "UIKitTestingTests",
            dependencies: ["UIKitTesting", "UIKit", "_Testing_UIKit"],
            exclude: ["Goldens"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "ContainerTests",
            dependencies: ["UIKit", "_Testing_UIKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "AppLifecycleTests",
            dependencies: ["UIKit", "_Testing_UIKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "InterfaceBuilderTests",
            dependencies: ["UIKit", "_Testing_UIKit"],
            resources: [.process("Fixtures")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
