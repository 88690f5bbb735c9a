/// The codes of the Objective-C runtime's functions (the `ObjectiveC` module).
extension DiagnosticCode {
    // MARK: objc
    /// `class_getInstanceMethod` for a method that cannot be found by selector here (a
    /// framework method, or one that is not `@objc`): nil, where iOS finds it.
    public static let objcMethodNotFound: DiagnosticCode = "objc.method.notFound"
    /// Swizzling (`method_exchangeImplementations`, `class_replaceMethod`…): not honoured.
    public static let objcSwizzlingUnsupported: DiagnosticCode = "objc.swizzling.unsupported"
}
