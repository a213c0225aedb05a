import DaybookDomain
import Foundation

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
