import Foundation
@testable import LifecycleKit

/// libFuzzer entry point: writes the folder the input describes (``FuzzFolder``: files,
/// folders and symbolic links that may point anywhere) and plans its port, as `lifecycle port`
/// does before writing anything. Whatever the folder holds, the plan must take nothing from
/// outside it; the check below traps when it does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlanner(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    guard let folder = FuzzFolder(UnsafeBufferPointer(start: start, count: count), name: "App") else { return 0 }
    defer { folder.remove() }
    guard let plan = try? PortPlan.make(sourceDirectory: folder.root, name: nil) else { return 0 }
    for file in plan.swiftFiles + plan.resources.map(\.source) + [plan.infoPlist].compactMap({ $0 }) {
        let absolute = file.hasPrefix("/") ? file : folder.root.appendingPathComponent(file).path
        let url = URL(fileURLWithPath: absolute)
        precondition(folder.contains(url), "the plan took \(file), which resolves outside the app's folder to \(url.resolvingSymlinksInPath().path)")
    }
    return 0
}
