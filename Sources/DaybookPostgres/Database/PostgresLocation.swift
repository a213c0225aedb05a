/// Where a PostgreSQL database is and how to talk to it: the parts of a `postgres://` URL, checked.
/// Its description leaves the password out, so printing or logging it shows no secret.
public struct PostgresLocation: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    public enum TLSMode: String, Sendable, Hashable, CaseIterable {
        /// Plain TCP (`sslmode=disable`), for a server on the same machine or a private network.
        case disable
        /// TLS when the server offers it, else plain (`sslmode=prefer`, libpq's default).
        case prefer
        /// TLS or nothing, with the server's certificate verified against the system's roots
        /// (`sslmode=require`, `verify-ca` or `verify-full`).
        case require
    }

    public var host: String
    public var port: Int
    public var username: String
    public var password: String?
    public var database: String
    public var tls: TLSMode
    /// The most connections one process opens.
    public var poolSize: Int
    /// How long one operation may wait for the server (a connection, then its answer) before it
    /// fails as unreachable.
    public var operationTimeout: Duration

    public static let defaultPoolSize = 10
    public static let defaultOperationTimeout = Duration.seconds(5)

    public init(
        host: String, port: Int = 5432, username: String, password: String?, database: String,
        tls: TLSMode = .prefer, poolSize: Int = defaultPoolSize, operationTimeout: Duration = defaultOperationTimeout
    ) {
        self.host = host
        self.port = port
        self.username = username
        self.password = password
        self.database = database
        self.tls = tls
        self.poolSize = poolSize
        self.operationTimeout = operationTimeout
    }

    /// `host:port`, the way messages name the server (an IPv6 address in brackets).
    public var server: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    public var description: String {
        "postgres://\(username)@\(server)/\(database)"
    }

    /// As ``description``: no dump or log line shows the password.
    public var debugDescription: String { description }
}
