import Foundation

/// Why `lifecycle port` refused an app folder or an output folder. Nothing is written when
/// one is thrown.
public struct PortError: Error, CustomStringConvertible, Equatable {
    /// The message: what is wrong, naming the file or folder, and the fix.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
