import DaybookDomain
import Foundation

/// A request to a remote service: a GET of `url` that accepts JSON, which is all any remote
/// feature sends.
public struct HTTPRequest: Hashable, Sendable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }
}

/// What came back: status, headers (names lower-cased) and the body bytes, uninterpreted.
public struct HTTPResponse: Hashable, Sendable {
    public let status: Int
    public let headers: [String: String]
    public let body: Data

    public init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = Dictionary(
            headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
    }
}

/// Sends HTTP requests. It knows no entity: interpreting the response is the caller's job.
///
/// Implementations convert transport failures where they happen: no connection becomes
/// ``AppError/offline``, no answer in time ``AppError/timeout``. Any HTTP status, even 500, is a
/// response, not an error.
public protocol HTTPClient: Sendable {
    func send(_ request: HTTPRequest) async throws(AppError) -> HTTPResponse
}
