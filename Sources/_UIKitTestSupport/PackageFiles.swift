// _UIKitTestSupport: helpers shared by this package's own test targets, kept once and tested
// once, the way swift-collections keeps `_CollectionsTestSupport` (a window showing a
// controller, the diagnostics so far, a plain app around a root controller, the package's built
// executables, notification logs). It is not a product: apps and their tests use `UIKitTesting`.
// A test target depends on it and one file of the target re-exports it
// (`@_exported import _UIKitTestSupport` in the target's `Support.swift`).

import Foundation

/// Files of this package, found from this source file's place in it.
public enum PackageFiles {
    /// The package's root folder.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file of the package by its path from the root, such as `Examples/SceneDemo/Info.plist`.
    public static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }
}
