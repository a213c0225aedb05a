import DaybookPresentation
import Foundation

/// Where `daybook serve` listens.
public struct ServeSettings: Hashable, Sendable {
    public static let defaultHost = "127.0.0.1"
    public static let defaultPort = 8080

    public var host: String
    /// 0 asks the system for any free port.
    public var port: Int

    public init(host: String = Self.defaultHost, port: Int = Self.defaultPort) {
        self.host = host
        self.port = port
    }

    /// The flags, else `DAYBOOK_HOST` and `DAYBOOK_PORT`, else 127.0.0.1:8080. An unusable value is
    /// a localized error naming the variable.
    public static func resolve(
        host: String? = nil,
        port: Int? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        localizer: Localizer
    ) throws(ErrorViewState) -> ServeSettings {
        let reader = EnvironmentReader(environment: environment, localizer: localizer)
        let environmentHost = try reader.value("DAYBOOK_HOST") { $0.contains(where: \.isWhitespace) ? nil : $0 }
        let environmentPort = try reader.value("DAYBOOK_PORT") {
            Int($0).flatMap { (0...65_535).contains($0) ? $0 : nil }
        }
        return ServeSettings(
            host: host ?? environmentHost ?? defaultHost, port: port ?? environmentPort ?? defaultPort)
    }
}
