// A test that imports UIKitSnapshotTesting writes `assertSnapshot(of:as:)` with the engine's
// strategies and drives the app with the kit's harness, so both come with it.
@_exported import SnapshotTesting
@_exported import UIKitTesting
