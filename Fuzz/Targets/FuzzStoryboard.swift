import Foundation
@_spi(Headless) @testable import UIKit
import HeadlessCore

/// libFuzzer entry point: reads the input as a storyboard or xib, and when it is accepted,
/// instantiates it and loads its views, as an app would.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboard(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    MainActor.assumeIsolated {
        HeadlessRuntime.reset()
        guard let document = try? InterfaceBuilderLoader.current.document(data: data, name: "Fuzz.storyboard", bundle: nil) else {
            return
        }
        switch document.kind {
        case .storyboard:
            let storyboard = UIStoryboard(document: document, bundle: nil, name: "Fuzz")
            storyboard.instantiateInitialViewController()?.loadViewIfNeeded()
        case .xib:
            _ = UINib(document: document, bundle: nil).instantiate(withOwner: nil, options: nil)
        }
    }
    return 0
}
