import Foundation
@_spi(Headless) @testable import UIKit

/// libFuzzer entry point: writes the bundle the input describes (``FuzzFolder``: asset
/// catalogs, image and color sets, `Contents.json` files, links that may point anywhere) and
/// looks up each name the input lists with `UIImage(named:in:compatibleWith:)` and
/// `UIColor(named:in:compatibleWith:)`, as an app does. Lookups stay inside the bundle
/// (References §39.1); the check below traps when a found set resolves outside it. A link at
/// the bundle's top level is the bundle's own (`lifecycle port` links the app's catalogs so)
/// and may lead anywhere; what is below it must stay where it leads, which the check leaves to
/// the tests (`ResourceConfinementTests`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssetCatalog(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    guard let folder = FuzzFolder(UnsafeBufferPointer(start: start, count: count), name: "Fuzz.bundle") else { return 0 }
    defer { folder.remove() }
    guard let bundle = Bundle(path: folder.root.path) else { return 0 }
    MainActor.assumeIsolated {
        HeadlessRuntime.reset()
        for name in folder.parameters.prefix(16) {
            for kind in ["imageset", "colorset"] {
                if case .found(let set, let relativePath) = AssetCatalog.lookup(named: name, kind: kind, in: bundle) {
                    let member = folder.root.appendingPathComponent(String(relativePath.split(separator: "/").first ?? ""))
                    let memberIsLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: member.path)) != nil
                    if memberIsLink { continue }
                    precondition(folder.contains(set), "the \(kind) \(name) resolves outside the bundle to \(set.resolvingSymlinksInPath().path)")
                }
            }
            _ = UIImage(named: name, in: bundle, compatibleWith: nil)
            _ = UIColor(named: name, in: bundle, compatibleWith: nil)
        }
    }
    return 0
}
