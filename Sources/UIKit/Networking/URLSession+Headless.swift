import HeadlessCore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// `lifecycle port` rewrites `URLSession(configuration: …)` to `URLSession.headless(configuration: …)`
// (References §54.2). swift-corelibs-foundation gives a configuration of the app's own the
// built-in protocols only, so without this its requests would go to the network whatever
// the mode, and the waits would not see them.

@_spi(Headless) extension URLSession {
    /// `URLSession(configuration:)` of an app: a session whose requests the network mode
    /// answers and the waits see.
    public static func headless(configuration: URLSessionConfiguration) -> URLSession {
        headless(configuration: configuration, delegate: nil, delegateQueue: nil)
    }

    /// `URLSession(configuration:delegate:delegateQueue:)` of an app: a session whose requests
    /// the network mode answers and the waits see.
    ///
    /// The session gets a copy of the configuration (as `URLSession` keeps a copy) whose
    /// protocol classes are the configuration's own (a test's stub, consulted first, as on
    /// iOS), then the engine's, then the built-in ones; and it is watched (weakly) until its
    /// tasks have completed, so `wait` waits for them (``NetworkActivity``).
    public static func headless(configuration: URLSessionConfiguration, delegate: (any URLSessionDelegate)?,
                                delegateQueue queue: OperationQueue?) -> URLSession {
        HeadlessURLProtocol.install()
        let copy = (configuration.copy() as? URLSessionConfiguration) ?? configuration
        copy.protocolClasses = HeadlessSessionURLProtocol.protocolClasses(after: configuration.protocolClasses ?? [])
        let session = URLSession(configuration: copy, delegate: delegate, delegateQueue: queue)
        NetworkActivity.shared.watch(session)
        return session
    }
}

/// The engine's protocol in a session of the app's own: it answers as the network mode says,
/// and leaves the classes registered with `URLProtocol.registerClass` alone (on iOS they
/// serve the shared session; a session of one's own lists its stubs in its configuration).
final class HeadlessSessionURLProtocol: HeadlessURLProtocol {
    override class var consultsRegisteredClasses: Bool { false }

    /// The configuration's own classes, the engine's, then the built-in ones.
    static func protocolClasses(after given: [AnyClass]) -> [AnyClass] {
        let builtIn = URLSessionConfiguration.default.protocolClasses ?? []
        let builtInIDs = Set(builtIn.map(ObjectIdentifier.init))
        let own = given.filter { !builtInIDs.contains(ObjectIdentifier($0)) && $0 != HeadlessSessionURLProtocol.self }
        return own + [HeadlessSessionURLProtocol.self] + builtIn
    }
}
