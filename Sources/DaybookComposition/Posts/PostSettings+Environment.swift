import Foundation

extension PostSettings {
    /// `DAYBOOK_POSTS_URL`, `DAYBOOK_POSTS_CACHE_SECONDS` and `DAYBOOK_HTTP_TIMEOUT`; an unusable
    /// value is a localized error naming the variable.
    static func resolve(environment: SettingValues) throws(SettingProblem) -> PostSettings {
        let reader = EnvironmentReader(environment: environment)
        let baseURL = try reader.url("DAYBOOK_POSTS_URL")
        let cacheSeconds = try reader.seconds("DAYBOOK_POSTS_CACHE_SECONDS", within: .cacheLifetime)
        let timeout = try reader.seconds("DAYBOOK_HTTP_TIMEOUT", within: .requestTimeout)
        return PostSettings(
            baseURL: baseURL ?? defaultBaseURL,
            cacheMaximumAge: cacheSeconds ?? RemoteServiceDefaults.cacheMaximumAge,
            requestTimeout: timeout ?? RemoteServiceDefaults.requestTimeout)
    }
}
