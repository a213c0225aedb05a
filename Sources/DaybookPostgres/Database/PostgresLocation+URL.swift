import Foundation

extension PostgresLocation {
    /// Reads a `postgres://USER:PASSWORD@HOST:PORT/DATABASE?sslmode=…` URL (`postgresql://`
    /// too); `nil` when `text` is not one: a scheme, a user, a host and a database are required;
    /// the port defaults to 5432; `sslmode` is the only parameter. Nothing here quotes the URL
    /// back: it holds the password.
    public init?(url text: String, poolSize: Int = defaultPoolSize) {
        guard let url = URLComponents(string: text),
            ["postgres", "postgresql"].contains(url.scheme?.lowercased() ?? ""),
            let host = url.host, !host.isEmpty,
            // Each part decoded once, from its encoded form: a password that is literally `ab%41`
            // is written `ab%2541` and must reach the server as `ab%41`.
            let user = url.percentEncodedUser?.removingPercentEncoding.flatMap({ $0.isEmpty ? nil : $0 }),
            case let database = String(url.percentEncodedPath.drop { $0 == "/" }), !database.isEmpty,
            !database.contains("/"),
            let databaseName = database.removingPercentEncoding
        else { return nil }
        let port = url.port ?? 5432
        guard (1...65_535).contains(port) else { return nil }
        var tls = TLSMode.prefer
        for item in url.queryItems ?? [] {
            guard item.name == "sslmode", let mode = item.value.flatMap(Self.tlsMode) else { return nil }
            tls = mode
        }
        // URLComponents keeps an IPv6 host's brackets on Linux and drops them on Apple systems.
        let bareHost = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        self.init(
            host: bareHost, port: port, username: user,
            password: url.percentEncodedPassword.map { $0.removingPercentEncoding ?? $0 }, database: databaseName,
            tls: tls,
            poolSize: poolSize)
    }

    /// libpq's `sslmode` values: the ones that verify nothing beyond encryption are read as
    /// `require` with verification, which is stricter, never weaker.
    private static func tlsMode(_ value: String) -> TLSMode? {
        switch value {
        case "disable": .disable
        case "allow", "prefer": .prefer
        case "require", "verify-ca", "verify-full": .require
        default: nil
        }
    }
}
