@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
@testable import UIKit

/// Reaches the reader directly, for bytes that are not in a file.
@MainActor
enum IBTestAccess {
    static func parse(_ data: Data, fileName: String) throws {
        _ = try IBDocument.parse(data, fileName: fileName)
    }
}
