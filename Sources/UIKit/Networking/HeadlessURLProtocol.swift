import HeadlessCore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The engine's `URLProtocol`: it answers the requests of `URLSession.shared` as the
/// ``NetworkMode`` says, lets the protocol classes a test suite registers answer first, and
/// tracks every task it sees so that `wait` and the test waits can wait for them (References
/// §49.3).
///
/// swift-corelibs-foundation appends registered classes after its own HTTP protocol and gives
/// `URLSession.shared` the list registered when the session is first made, so this class is
/// registered before any session exists (``install()``, at the first runtime) and then
/// comes first for the shared session. It hands a request to the classes registered through
/// ``registerClass(_:)`` (the port rewrites `URLProtocol.registerClass` to it), newest first
/// as on iOS, through a client that forwards their calls as its own.
@_spi(Headless) public class HeadlessURLProtocol: URLProtocol {
    private static let installation: Void = {
        _ = URLProtocol.registerClass(HeadlessURLProtocol.self)
    }()

    /// Registers the protocol, once per host process, before the shared session is made.
    public static func install() {
        _ = installation
    }

    /// Registers a protocol class as `URLProtocol.registerClass` does on iOS: consulted before
    /// the network (and before the offline and replay modes), newest first.
    @discardableResult
    public override class func registerClass(_ protocolClass: AnyClass) -> Bool {
        install()
        guard let type = protocolClass as? URLProtocol.Type else { return false }
        StubRegistry.shared.register(type)
        return URLProtocol.registerClass(protocolClass)
    }

    /// Unregisters a class registered with ``registerClass(_:)``.
    public override class func unregisterClass(_ protocolClass: AnyClass) {
        if let type = protocolClass as? URLProtocol.Type { StubRegistry.shared.unregister(type) }
        URLProtocol.unregisterClass(protocolClass)
    }

    private var stub: URLProtocol?

    /// Whether the classes registered through ``registerClass(_:)`` answer first (the shared
    /// session's protocol; a session of the app's own lists its stubs in its configuration).
    class var consultsRegisteredClasses: Bool { true }

    private static func registeredStub(for request: URLRequest) -> URLProtocol.Type? {
        consultsRegisteredClasses ? StubRegistry.shared.stub(for: request) : nil
    }

    private static let requestSeen = NetworkSettings.Flag()

    /// Whether a request has reached the engine's protocol, so that `URLSession.shared` may
    /// have tasks to wait for.
    static var sessionMayExist: Bool { requestSeen.isSet }

    public override class func canInit(with request: URLRequest) -> Bool {
        requestSeen.set()
        guard let scheme = request.url?.scheme?.lowercased(), ["http", "https"].contains(scheme) else {
            return registeredStub(for: request) != nil
        }
        if registeredStub(for: request) != nil { return true }
        if case .live = NetworkMode.current { return false }
        return true
    }

    public override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    public override func startLoading() {
        if let task { NetworkActivity.shared.track(task) }
        if let stubType = Self.registeredStub(for: request) {
            let stub = stubType.init(request: request, cachedResponse: cachedResponse,
                                     client: ForwardingClient(owner: self))
            self.stub = stub
            stub.startLoading()
            return
        }
        switch NetworkMode.current {
        case .offline, .live:
            fail(.notConnectedToInternet, "The Internet connection appears to be offline.")
        case .replay(let folder):
            switch NetworkReplay.response(for: request, in: folder) {
            case .found(let response, let data):
                client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
                client?.urlProtocol(self, didLoad: data)
                client?.urlProtocolDidFinishLoading(self)
            case .missing(let path):
                fail(.resourceUnavailable, "No recorded response for this request in the replay folder (looked for \(path)).")
            }
        }
    }

    public override func stopLoading() {
        stub?.stopLoading()
        stub = nil
    }

    private func fail(_ code: URLError.Code, _ description: String) {
        var info: [String: Any] = [NSLocalizedDescriptionKey: description]
        if let url = request.url {
            info[NSURLErrorFailingURLErrorKey] = url
        }
        client?.urlProtocol(self, didFailWithError: URLError(code, userInfo: info))
    }
}

/// The classes a test suite registered, newest first.
final class StubRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var types: [URLProtocol.Type] = []

    static let shared = StubRegistry()

    func register(_ type: URLProtocol.Type) {
        lock.withLock {
            types.removeAll { $0 == type }
            types.insert(type, at: 0)
        }
    }

    func unregister(_ type: URLProtocol.Type) {
        lock.withLock { types.removeAll { $0 == type } }
    }

    func stub(for request: URLRequest) -> URLProtocol.Type? {
        let types = lock.withLock { self.types }
        return types.first { $0.canInit(with: request) }
    }
}

/// Hands a registered class's calls to the session as the engine's protocol's own (the
/// session knows only the protocol it made).
private final class ForwardingClient: NSObject, URLProtocolClient, @unchecked Sendable {
    private weak var owner: URLProtocol?

    init(owner: URLProtocol) {
        self.owner = owner
    }

    func urlProtocol(_ protocol: URLProtocol, wasRedirectedTo request: URLRequest, redirectResponse: URLResponse) {
        guard let owner else { return }
        owner.client?.urlProtocol(owner, wasRedirectedTo: request, redirectResponse: redirectResponse)
    }

    func urlProtocol(_ protocol: URLProtocol, cachedResponseIsValid cachedResponse: CachedURLResponse) {
        guard let owner else { return }
        owner.client?.urlProtocol(owner, cachedResponseIsValid: cachedResponse)
    }

    func urlProtocol(_ protocol: URLProtocol, didReceive response: URLResponse, cacheStoragePolicy policy: URLCache.StoragePolicy) {
        guard let owner else { return }
        owner.client?.urlProtocol(owner, didReceive: response, cacheStoragePolicy: policy)
    }

    func urlProtocol(_ protocol: URLProtocol, didLoad data: Data) {
        guard let owner else { return }
        owner.client?.urlProtocol(owner, didLoad: data)
    }

    func urlProtocolDidFinishLoading(_ protocol: URLProtocol) {
        guard let owner else { return }
        owner.client?.urlProtocolDidFinishLoading(owner)
    }

    func urlProtocol(_ protocol: URLProtocol, didFailWithError error: any Error) {
        guard let owner else { return }
        owner.client?.urlProtocol(owner, didFailWithError: error)
    }

    func urlProtocol(_ protocol: URLProtocol, didReceive challenge: URLAuthenticationChallenge) {
        guard let owner else { return }
        owner.client?.urlProtocol(owner, didReceive: challenge)
    }

    func urlProtocol(_ protocol: URLProtocol, didCancel challenge: URLAuthenticationChallenge) {
        guard let owner else { return }
        owner.client?.urlProtocol(owner, didCancel: challenge)
    }
}
