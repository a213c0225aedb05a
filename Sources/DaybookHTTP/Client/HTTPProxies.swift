import Foundation

/// The proxies the environment names, as curl and most Unix tools read them: `https_proxy` (or
/// `HTTPS_PROXY`) for https URLs, `http_proxy` for http ones (lower case only, as curl does: a
/// web server's `HTTP_PROXY` can come from a request header), `all_proxy` for either, and
/// `no_proxy` for hosts to reach directly (`example.com` and `.example.com` also cover its
/// subdomains, `*` covers every host).
public struct HTTPProxies: Hashable, Sendable {
    /// A proxy server: an HTTP proxy (tunnelling with CONNECT) or a SOCKS 5 one.
    public struct Server: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
        public enum Kind: Hashable, Sendable { case http, socks }

        public let kind: Kind
        public let host: String
        public let port: Int
        /// For an HTTP proxy that asks for Basic authentication.
        public let user: String?
        public let password: String?

        /// `http://[user:password@]host[:port]` (port 80 by default, 1080 for `socks5://`).
        public init?(url text: String) {
            let text = text.contains("://") ? text : "http://" + text
            guard let url = URLComponents(string: text), let host = url.host, !host.isEmpty else { return nil }
            switch url.scheme?.lowercased() {
            case "http": kind = .http
            case "socks5", "socks5h": kind = .socks
            default: return nil
            }
            self.host = host
            port = url.port ?? (kind == .socks ? 1080 : 80)
            user = url.user.flatMap { $0.removingPercentEncoding }
            password = url.password.flatMap { $0.removingPercentEncoding }
        }

        /// Without the credentials, so logging a configuration cannot leak them.
        public var description: String { "\(kind == .socks ? "socks5" : "http")://\(host):\(port)" }
        public var debugDescription: String { description }
    }

    public let http: Server?
    public let https: Server?
    /// Hosts (lower case, without a leading dot) reached directly; `["*"]` for all.
    public let direct: [String]

    public init(http: Server? = nil, https: Server? = nil, direct: [String] = []) {
        self.http = http
        self.https = https
        self.direct = direct
    }

    /// No proxy at all.
    public static let none = HTTPProxies()

    /// A proxy variable whose value is not a proxy Daybook can use (`https://…`, say): requests
    /// would otherwise go around the proxy someone meant them to take.
    public struct UnusableProxy: Error, Hashable, Sendable {
        /// The variable's name; never its value, which may hold a password.
        public let variable: String

        public init(variable: String) {
            self.variable = variable
        }
    }

    /// The proxies the environment names.
    public static func from(environment: [String: String]) throws(UnusableProxy) -> HTTPProxies {
        func server(_ names: String...) throws(UnusableProxy) -> Server? {
            guard let name = names.first(where: { environment[$0].map { !$0.isEmpty } ?? false }) else { return nil }
            guard let server = Server(url: environment[name]!) else { throw UnusableProxy(variable: name) }
            return server
        }
        let all = try server("all_proxy", "ALL_PROXY")
        let noProxy = ["no_proxy", "NO_PROXY"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        return HTTPProxies(
            http: try server("http_proxy") ?? all,
            https: try server("https_proxy", "HTTPS_PROXY") ?? all,
            direct: noProxy.split(separator: ",").map { entry in
                // `example.com`, `.example.com` and `*.example.com` all mean the domain and below.
                var host = entry.trimmingCharacters(in: .whitespaces).lowercased()
                if host.hasPrefix("*.") { host.removeFirst() }
                return host.trimmingCharacters(in: CharacterSet(charactersIn: "."))
            }.filter { !$0.isEmpty }
        )
    }

    /// The proxy to reach `url` through, or `nil` to connect directly.
    public func server(for url: URL) -> Server? {
        guard let host = url.host?.lowercased() else { return nil }
        if direct.contains(where: { $0 == "*" || host == $0 || host.hasSuffix("." + $0) }) { return nil }
        return url.scheme?.lowercased() == "https" ? https : http
    }
}
