import HeadlessCore
import Foundation

/// Which application belongs to which process: each runtime keeps its own
/// (``HeadlessRuntime/launchedApplication``, ``HeadlessRuntime/applicationHost``). A fresh
/// process has none, and the first read of `UIApplication.shared` without a launch creates
/// the implicit host application.
@MainActor
enum ApplicationRegistry {
    /// Set while the framework creates the principal application object.
    static var isConstructing = false

    /// The application registered for `runtime`, if any.
    static func application(of runtime: HeadlessRuntime) -> UIApplication? {
        runtime.launchedApplication ?? runtime.applicationHost
    }

    static func register(_ application: UIApplication, in runtime: HeadlessRuntime) {
        if application.isImplicitHost {
            runtime.applicationHost = application
        } else {
            runtime.launchedApplication = application
        }
    }
}

extension UIApplication {
    static func sharedApplication() -> UIApplication {
        let runtime = HeadlessRuntime.current
        if let application = ApplicationRegistry.application(of: runtime) { return application }
        ApplicationRegistry.isConstructing = true
        let host = UIApplication()
        ApplicationRegistry.isConstructing = false
        host.isImplicitHost = true
        host.lifecycle = .active
        // The implicit host is the framework's own stand-in: its end is not traced.
        host.deinitTraced = true
        ApplicationRegistry.register(host, in: runtime)
        return host
    }

    /// Reports an application object created by app code while the process has one.
    func noteCreation() {
        guard !ApplicationRegistry.isConstructing,
              let existing = ApplicationRegistry.application(of: runtime), !existing.isImplicitHost else { return }
        runtime.report(.error, .applicationSecondInstance,
                       "\(traceName) was created while \(existing.traceName) is the process's application; there is only one UIApplication per process. Use UIApplication.shared instead of creating one.",
                       about: self)
    }

    /// Creates the principal application object of a launch and makes it `shared`.
    static func makePrincipal(_ type: UIApplication.Type, in runtime: HeadlessRuntime) -> UIApplication {
        ApplicationRegistry.isConstructing = true
        let application = type.init(coder: LaunchCoder()) ?? UIApplication()
        ApplicationRegistry.isConstructing = false
        ApplicationRegistry.register(application, in: runtime)
        return application
    }
}

/// The coder handed to `init?(coder:)` when the framework creates an object by its class
/// alone (see ``UIResponder/init(coder:)``); it holds no archive.
final class LaunchCoder: NSCoder {}
