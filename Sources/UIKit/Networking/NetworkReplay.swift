import HeadlessCore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Recorded responses for `--network replay=DIR` (References §49.3).
///
/// A request for `https://HOST/PATH` is answered with the file `DIR/HOST/PATH` (`DIR/HOST/index`
/// for the root path; a query is ignored) as the body, with status 200 and a `Content-Type`
/// guessed from the body (JSON when it starts with `{` or `[`). A file `DIR/HOST/PATH.response.json`
/// beside it, `{"status": 404, "headers": {"X": "y"}}`, gives another status or headers. A
/// path that would leave the folder (`..`) or a missing file fails the request with
/// `NSURLErrorResourceUnavailable`, naming the file looked for.
enum NetworkReplay {
    enum Outcome {
        case found(HTTPURLResponse, Data)
        case missing(String)
    }

    static func response(for request: URLRequest, in folder: URL) -> Outcome {
        guard let url = request.url, let host = url.host, !host.isEmpty else { return .missing(folder.path) }
        var components = [host] + url.path.split(separator: "/").map(String.init)
        if components.count == 1 { components.append("index") }
        guard !components.contains(where: { $0 == ".." || $0 == "." || $0.contains("\\") }) else {
            return .missing("a path outside \(folder.path)")
        }
        let file = components.reduce(folder) { $0.appendingPathComponent($1) }
        guard let data = try? Data(contentsOf: file) else { return .missing(file.path) }
        var status = 200
        var headers: [String: String] = [:]
        if let first = data.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }), first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            headers["Content-Type"] = "application/json"
        }
        let meta = file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".response.json")
        if let metaData = try? Data(contentsOf: meta),
           let object = try? JSONSerialization.jsonObject(with: metaData) as? [String: Any] {
            if let code = object["status"] as? Int, (100...599).contains(code) { status = code }
            if let extra = object["headers"] as? [String: String] { headers.merge(extra) { _, new in new } }
        }
        guard let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers) else {
            return .missing(file.path)
        }
        return .found(response, data)
    }
}
