#if canImport(Glibc)
@_spi(Headless) import UIKit
import HeadlessCore
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A one-line progress indicator on standard error, shown only when standard error is a
/// terminal, so that piped and redirected runs stay quiet.
public final class ProgressReporter {
    /// Whether anything is drawn.
    public let isEnabled: Bool
    private var drawn = false

    /// Creates a reporter that draws when standard error is a terminal (or when forced).
    public init(enabled: Bool? = nil) {
        isEnabled = enabled ?? (isatty(STDERR_FILENO) != 0)
    }

    /// Shows `[current/total] label`.
    public func update(_ current: Int, of total: Int, _ label: String) {
        guard isEnabled else { return }
        let text = "[\(current)/\(total)] \(label)"
        let line = "\r\u{1B}[2K" + String(text.prefix(100))
        FileHandle.standardError.write(Data(line.utf8))
        drawn = true
    }

    /// Clears the line.
    public func finish() {
        guard isEnabled, drawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        drawn = false
    }
}
