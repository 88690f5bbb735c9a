import Foundation

/// Short renderings of geometry for traces and diagnostics.
extension CGRect {
    var traceDescription: String {
        "(\(origin.x.traceNumber), \(origin.y.traceNumber), \(size.width.traceNumber), \(size.height.traceNumber))"
    }
}

extension CGSize {
    var traceDescription: String { "(\(width.traceNumber), \(height.traceNumber))" }
}

extension CGFloat {
    var traceNumber: String {
        self == rounded() && Swift.abs(self) < 1e15 ? String(Int(self)) : String(Double(self))
    }
}
