import DaybookDomain
import DaybookPresentation
import Foundation

extension ServeSettings {
    /// What `daybook serve` was given on its command line; `nil` means "not given".
    public struct Flags: Hashable, Sendable {
        public var host: String?
        public var port: Int?
        public var publicURL: String?
        public var allowedOrigins: [String]
        public var isPublic: Bool
        public var allowsSignUp = false
        public var headerTimeout: Double?
        public var bodyTimeout: Double?
        public var idleTimeout: Double?
        public var shutdownTimeout: Double?
        public var maximumConnections: Int?
        public var metricsHost: String?
        public var metricsPort: Int?

        public init(
            host: String? = nil, port: Int? = nil, publicURL: String? = nil, allowedOrigins: [String] = [],
            isPublic: Bool = false, headerTimeout: Double? = nil, bodyTimeout: Double? = nil,
            idleTimeout: Double? = nil, shutdownTimeout: Double? = nil, maximumConnections: Int? = nil,
            metricsHost: String? = nil, metricsPort: Int? = nil
        ) {
            self.host = host
            self.port = port
            self.publicURL = publicURL
            self.allowedOrigins = allowedOrigins
            self.isPublic = isPublic
            self.headerTimeout = headerTimeout
            self.bodyTimeout = bodyTimeout
            self.idleTimeout = idleTimeout
            self.shutdownTimeout = shutdownTimeout
            self.maximumConnections = maximumConnections
            self.metricsHost = metricsHost
            self.metricsPort = metricsPort
        }
    }

    /// The flags, else the `DAYBOOK_…` variables, else the defaults. An unusable value is a
    /// localized error naming the flag or variable (never quoting the password).
    public static func resolve(
        flags: Flags,
        environment: SettingValues = SettingValues(ProcessInfo.processInfo.environment)
    ) throws(SettingProblem) -> ServeSettings {
        let reader = EnvironmentReader(environment: environment)
        func invalid(_ name: String, _ value: String) -> SettingProblem {
            .unusable(name: name, value: value)
        }
        // Flags first, each checked like its variable, so a bad flag is named as such.
        func hostFlag(_ name: String, _ host: String?) throws(SettingProblem) -> String? {
            guard let host else { return nil }
            guard !host.isEmpty, !host.contains(where: \.isWhitespace) else { throw invalid(name, host) }
            return host
        }
        func hostVariable(_ name: String) throws(SettingProblem) -> String? {
            try reader.value(name) { $0.contains(where: \.isWhitespace) ? nil : $0 }
        }
        func portVariable(_ name: String) throws(SettingProblem) -> Int? {
            try reader.value(name) { Int($0).flatMap { (0...65_535).contains($0) ? $0 : nil } }
        }
        let host = try hostFlag("--host", flags.host)
        let environmentHost = try hostVariable("DAYBOOK_HOST")
        let environmentPort = try portVariable("DAYBOOK_PORT")
        let publicURL = try flags.publicURL.map { (text) throws(SettingProblem) in
            guard let url = Self.publicURL(text) else { throw invalid("--public-url", text) }
            return url
        }
        let environmentPublicURL = try reader.value("DAYBOOK_PUBLIC_URL", Self.publicURL)
        let origins: AllowedOrigins?
        if flags.allowedOrigins.isEmpty {
            origins = try reader.value("DAYBOOK_ALLOW_ORIGINS") { text in
                Self.allowedOrigins(text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            }
        } else if let parsed = Self.allowedOrigins(flags.allowedOrigins) {
            origins = parsed
        } else {
            throw invalid("--allow-origin", flags.allowedOrigins.joined(separator: ", "))
        }
        var maximumConnections = try reader.value("DAYBOOK_MAX_CONNECTIONS") { Int($0).flatMap { $0 >= 1 ? $0 : nil } }
        if let count = flags.maximumConnections {
            guard count >= 1 else { throw invalid("--max-connections", String(count)) }
            maximumConnections = count
        }
        var metricsHost = try hostFlag("--metrics-host", flags.metricsHost)
        if metricsHost == nil { metricsHost = try hostVariable("DAYBOOK_METRICS_HOST") }
        var metricsPort = flags.metricsPort
        if let port = metricsPort, !(0...65_535).contains(port) { throw invalid("--metrics-port", "\(port)") }
        if metricsPort == nil { metricsPort = try portVariable("DAYBOOK_METRICS_PORT") }
        let port = flags.port ?? environmentPort ?? defaultPort
        if let metricsPort, metricsPort != 0, metricsPort == port {
            // Two listeners cannot share a port; the app's would win or the start would fail.
            throw invalid(
                flags.metricsPort == nil ? environment.name(of: "DAYBOOK_METRICS_PORT") : "--metrics-port",
                "\(metricsPort)")
        }
        if let metricsHost, metricsPort == nil {
            // A host alone would keep no metrics, silently: say what is missing instead.
            throw .metricsHostWithoutPort(host: metricsHost)
        }
        return ServeSettings(
            host: host ?? environmentHost ?? defaultHost,
            port: port,
            publicURL: publicURL ?? environmentPublicURL,
            allowedOrigins: origins ?? .sameOrigin,
            password: try Self.password(environment: environment),
            isPublic: flags.isPublic,
            allowsSignUp: flags.allowsSignUp,
            timeouts: try timeouts(flags: flags, reader: reader),
            maximumConnections: maximumConnections ?? defaultMaximumConnections,
            metrics: metricsPort.map { MetricsListener(host: metricsHost ?? defaultHost, port: $0) }
        )
    }

    private static func timeouts(
        flags: Flags, reader: EnvironmentReader
    ) throws(SettingProblem) -> ServeTimeouts {
        let defaults = ServeTimeouts()
        func pick(_ flag: Double?, _ flagName: String, _ variable: String, _ fallback: Duration)
            throws(SettingProblem) -> Duration
        {
            let range = SecondsRange.connectionTimeout
            if let flag {
                guard range.contains(flag) else {
                    throw .outOfRange(name: flagName, value: String(flag), range: range)
                }
                return Milliseconds.duration(seconds: flag)
            }
            let seconds = try reader.seconds(variable, within: range)
            return seconds.map(Milliseconds.duration(seconds:)) ?? fallback
        }
        return ServeTimeouts(
            header: try pick(flags.headerTimeout, "--header-timeout", "DAYBOOK_HEADER_TIMEOUT", defaults.header),
            body: try pick(flags.bodyTimeout, "--body-timeout", "DAYBOOK_BODY_TIMEOUT", defaults.body),
            idle: try pick(flags.idleTimeout, "--idle-timeout", "DAYBOOK_IDLE_TIMEOUT", defaults.idle),
            shutdown: try pick(
                flags.shutdownTimeout, "--shutdown-timeout", "DAYBOOK_SHUTDOWN_TIMEOUT", defaults.shutdown)
        )
    }

    /// `DAYBOOK_PASSWORD`, at least ``minimumPasswordLength`` characters. A short one is an error
    /// that says so without quoting it.
    private static func password(environment: SettingValues) throws(SettingProblem) -> Password? {
        guard let text = environment["DAYBOOK_PASSWORD"].nonEmpty else { return nil }
        guard text.count >= minimumPasswordLength else {
            throw .shortPassword(minimum: minimumPasswordLength)
        }
        return Password(text)
    }

    /// An `http` or `https` URL with a host and nothing after it but an optional `/`.
    static func publicURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host?.isEmpty == false, url.user == nil, url.query == nil, url.fragment == nil,
            url.path.isEmpty || url.path == "/"
        else { return nil }
        var components = URLComponents()
        components.scheme = scheme
        components.host = url.host?.lowercased()
        components.port = url.port
        return components.url
    }

    /// `*` alone, or origins of the form `scheme://host[:port]`.
    static func allowedOrigins(_ items: [String]) -> AllowedOrigins? {
        guard !items.isEmpty else { return nil }
        if items == ["*"] { return .any }
        var origins: Set<String> = []
        for item in items {
            guard let url = publicURL(item), !item.hasSuffix("/") else { return nil }
            origins.insert(url.absoluteString)
        }
        return .only(origins)
    }
}
