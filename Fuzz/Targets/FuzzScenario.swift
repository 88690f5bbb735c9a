import Foundation
@testable import LifecycleKit

/// libFuzzer entry point: reads the input as a scenario file (YAML), and runs the scenario
/// when it is accepted, as `lifecycle run` does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    guard let text = String(validating: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) else { return 0 }
    guard let file = try? ScenarioFileReader.parse(text, path: "fuzz.yaml") else { return 0 }
    MainActor.assumeIsolated {
        _ = try? ScenarioFileRunner.run(file)
    }
    return 0
}
