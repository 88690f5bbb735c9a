import Foundation
@_spi(Headless) @testable import UIKit
import HeadlessCore

/// libFuzzer entry point: reads the input as an Info.plist (XML, binary or OpenStep), checks
/// its keys, and launches an app with it on a simulated device.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInfoPlist(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    guard let info = try? InfoPlist(data: data, path: "Fuzz.plist") else { return 0 }
    MainActor.assumeIsolated {
        HeadlessRuntime.reset()
        _ = info.problems()
        SimulatedDevice().launch(infoPlist: info) { nil }
    }
    return 0
}
