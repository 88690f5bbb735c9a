import HeadlessCore
import ObjectiveC
import Foundation

/// Answers the Objective-C runtime's functions (`class_getInstanceMethod`,
/// `class_respondsToSelector`) from the selector tables, and reports what they cannot honour
/// (swizzling) through the runtime's diagnostics.
///
/// The functions may be called from any thread; the tables and the diagnostics belong to the
/// main actor. Off it, a class answers no selector and a refusal is printed to standard error.
struct SelectorTableLookupHost: MethodLookupHost {
    /// Installs the host, once per process (the tables are per process too).
    static func install() {
        methodLookupHost.withLock { host in
            if host == nil { host = SelectorTableLookupHost() }
        }
    }

    func instancesRespond(_ type: AnyClass, to selector: Selector) -> Bool {
        guard OffMainRelease.isOnMainActor else { return false }
        return MainActor.assumeIsolated { SelectorTable.method(for: selector, inClass: type) != nil }
    }

    func report(_ problem: MethodLookupProblem) {
        let code: DiagnosticCode
        let severity: Diagnostic.Severity
        switch problem.kind {
        case .methodNotFound: (code, severity) = (.objcMethodNotFound, .warning)
        case .swizzling: (code, severity) = (.objcSwizzlingUnsupported, .error)
        }
        let message = "\(problem.function): \(problem.message)"
        guard OffMainRelease.isOnMainActor else {
            FileHandle.standardError.write(Data("\(severity) [\(code)] \(message)\n".utf8))
            return
        }
        MainActor.assumeIsolated {
            HeadlessRuntime.current.report(Diagnostic(severity, code: code, message: message))
        }
    }
}
