import Foundation
@testable import LifecycleKit

/// libFuzzer entry point: reads the input as an Xcode project file (`project.pbxproj`), as
/// `lifecycle port` does before it plans anything: the object graph is walked with cycle
/// detection and linear bookkeeping (References §39), so no input makes it run long.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProject(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    guard let project = try? XcodeProject(data: data, path: "Fuzz.xcodeproj/project.pbxproj") else { return 0 }
    _ = project.testTargets.count
    return 0
}
