import DaybookPresentation
import Foundation

/// How the Posts feature reaches its service.
public struct PostsSettings: Hashable, Sendable {
    public static let defaultBaseURL = URL(string: "https://jsonplaceholder.typicode.com")!

    /// Scheme, host and port; the client appends `/posts`, `/posts/{id}`, `/users`, `/users/{id}`.
    public var baseURL: URL
    /// How long the cached feed is shown without asking the service.
    public var cacheMaximumAge: TimeInterval
    public var requestTimeout: TimeInterval

    public init(
        baseURL: URL = Self.defaultBaseURL, cacheMaximumAge: TimeInterval = 600, requestTimeout: TimeInterval = 10
    ) {
        self.baseURL = baseURL
        self.cacheMaximumAge = cacheMaximumAge
        self.requestTimeout = requestTimeout
    }

    /// `DAYBOOK_POSTS_URL`, `DAYBOOK_POSTS_CACHE_SECONDS` and `DAYBOOK_HTTP_TIMEOUT`; an unusable
    /// value is a localized error naming the variable.
    static func resolve(environment: [String: String]) throws(SettingProblem) -> PostsSettings {
        let reader = EnvironmentReader(environment: environment)
        let baseURL = try reader.url("DAYBOOK_POSTS_URL")
        let cacheSeconds = try reader.seconds("DAYBOOK_POSTS_CACHE_SECONDS")
        let timeout = try reader.seconds("DAYBOOK_HTTP_TIMEOUT")
        return PostsSettings(
            baseURL: baseURL ?? defaultBaseURL, cacheMaximumAge: cacheSeconds ?? 600, requestTimeout: timeout ?? 10)
    }
}
