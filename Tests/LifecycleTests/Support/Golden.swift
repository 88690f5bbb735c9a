@_spi(Headless) import UIKit
@_spi(Headless) import UIKitTesting
import Foundation
import Testing
import UIKitSnapshotTesting

/// The tour's golden files under `Tests/LifecycleTests/Goldens/`, checked by the kit's golden
/// system (recorded when missing or with `UIKIT_RECORD_GOLDENS=1`, never under CI).
enum Golden {
    static func check(_ actual: String, against name: String, filePath: StaticString = #filePath, line: UInt = #line) {
        expectGolden(actual, named: name, filePath: filePath, line: line)
    }
}
