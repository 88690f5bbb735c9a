/// The codes of code that `lifecycle port` rewrote.
extension DiagnosticCode {
    // MARK: port
    /// `value.init()` on a class metatype whose class has no `init()` (on iOS, the
    /// "unimplemented initializer" crash).
    public static let portMetatypeInitUnavailable: DiagnosticCode = "port.metatypeInit.unavailable"
}
