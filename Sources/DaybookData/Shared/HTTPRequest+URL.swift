import Foundation

extension HTTPRequest {
    /// A GET of `path` under `base` (scheme, host and port) with `query` percent-encoded.
    public static func get(_ base: URL, path: String, query: KeyValuePairs<String, String> = [:]) -> HTTPRequest {
        var components = URLComponents(url: base.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        if !query.isEmpty {
            components?.queryItems = query.map { URLQueryItem(name: $0.key, value: $0.value) }
        }
        // Components of a valid URL always make a valid URL again.
        guard let url = components?.url else { preconditionFailure("cannot add a query to \(base)") }
        return HTTPRequest(url: url)
    }
}
