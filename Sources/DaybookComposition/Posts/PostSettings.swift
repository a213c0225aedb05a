import Foundation

/// How the Posts feature reaches its service.
public struct PostSettings: Hashable, Sendable {
    public static let defaultBaseURL = URL(string: "https://jsonplaceholder.typicode.com")!

    /// Scheme, host and port; the client appends `/posts`, `/posts/{id}`, `/users`, `/users/{id}`.
    public var baseURL: URL
    /// How long the cached feed is shown without asking the service.
    public var cacheMaximumAge: TimeInterval
    /// How long to wait for the service before giving up.
    public var requestTimeout: TimeInterval

    public init(
        baseURL: URL = Self.defaultBaseURL,
        cacheMaximumAge: TimeInterval = RemoteServiceDefaults.cacheMaximumAge,
        requestTimeout: TimeInterval = RemoteServiceDefaults.requestTimeout
    ) {
        self.baseURL = baseURL
        self.cacheMaximumAge = cacheMaximumAge
        self.requestTimeout = requestTimeout
    }
}
