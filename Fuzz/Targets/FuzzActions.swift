import Foundation
@_spi(Headless) @testable import UIKit
import HeadlessCore

/// libFuzzer entry point: parses the input as an app's command line (`--actions LIST`) and
/// as action lines, and performs the actions on a launched app, as an app executable does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzActions(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = start.map { String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self) } ?? ""
    _ = try? AppCommandLine.parse(["--actions", text])
    MainActor.assumeIsolated {
        HeadlessRuntime.reset()
        let device = SimulatedDevice()
        device.launch { nil }
        for line in text.split(separator: "\n").prefix(64) {
            guard let action = try? DeviceAction(parsing: String(line)) else { continue }
            try? device.perform(action)
        }
    }
    return 0
}
