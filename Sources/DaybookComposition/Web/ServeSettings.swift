import DaybookPresentation
import Foundation

/// How `daybook serve` listens and whom it answers.
///
/// Resolved from flags over `DAYBOOK_…` variables over defaults that are safe on their own: this
/// machine only, same-origin API, timeouts a reverse proxy would use. The password comes from
/// the environment only (never a flag, which `ps` and shell history would show) and is never
/// printed: ``Password`` has no readable description.
public struct ServeSettings: Hashable, Sendable {
    public static let defaultHost = "127.0.0.1"
    public static let defaultPort = 8080
    public static let defaultMaximumConnections = 1000
    /// The fewest characters a password may have.
    public static let minimumPasswordLength = 8

    public var host: String
    /// 0 asks the system for any free port.
    public var port: Int
    /// The address visitors use (`https://daybook.example`), when it is not the one Daybook
    /// listens on (behind a reverse proxy, say): its host is accepted in `Host`, and the API's
    /// absolute `url`s are built from it, scheme included.
    public var publicURL: URL?
    /// Which other sites' pages may call the JSON API.
    public var allowedOrigins: AllowedOrigins
    /// Required before listening on an address other machines can reach, unless ``isPublic``.
    public var password: Password?
    /// Serve on a reachable address without a password, on purpose (`--public`).
    public var isPublic: Bool
    /// Whether visitors may make an account of their own (`/signup`) once people have accounts.
    public var allowsSignUp: Bool
    public var timeouts: ServeTimeouts
    /// Connections served at once; more wait in the listen queue until one closes.
    public var maximumConnections: Int
    /// Where `/metrics` is served, on a listener of its own; `nil` keeps no metrics.
    public var metrics: MetricsListener?

    /// The address and port of the metrics listener. It is apart from the app's so that visitors
    /// (and the reverse proxy in front of them) never see it, and a scraper needs neither the
    /// password nor an accepted `Host`: it listens on this machine only unless told otherwise.
    public struct MetricsListener: Hashable, Sendable {
        public var host: String
        /// 0 asks the system for any free port.
        public var port: Int

        public init(host: String = ServeSettings.defaultHost, port: Int) {
            self.host = host
            self.port = port
        }
    }

    public init(
        host: String = Self.defaultHost, port: Int = Self.defaultPort, publicURL: URL? = nil,
        allowedOrigins: AllowedOrigins = .sameOrigin, password: Password? = nil, isPublic: Bool = false,
        allowsSignUp: Bool = false,
        timeouts: ServeTimeouts = ServeTimeouts(), maximumConnections: Int = Self.defaultMaximumConnections,
        metrics: MetricsListener? = nil
    ) {
        self.host = host
        self.port = port
        self.publicURL = publicURL
        self.allowedOrigins = allowedOrigins
        self.password = password
        self.isPublic = isPublic
        self.allowsSignUp = allowsSignUp
        self.timeouts = timeouts
        self.maximumConnections = maximumConnections
        self.metrics = metrics
    }

    /// Whether other machines could connect: any address but a loopback one (or `localhost`).
    public var isReachableFromOtherMachines: Bool { !Self.isLoopback(host) }

    /// Whether the server must refuse to start unless people have accounts: reachable from other
    /// machines, with no password, and not `--public` on purpose.
    public var needsPassword: Bool { isReachableFromOtherMachines && password == nil && !isPublic }

    /// Whether the server may let anyone in as the household when there are no accounts and no
    /// password: on loopback, or `--public` on purpose. Otherwise, should every account be removed
    /// while it runs, no one is let in until one is added again.
    public var mayBeOpen: Bool { !isReachableFromOtherMachines || isPublic }

    public static func isLoopback(_ host: String) -> Bool {
        HostName(host).isLoopback
    }
}
