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
