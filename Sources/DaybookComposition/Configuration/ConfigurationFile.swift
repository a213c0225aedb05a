import DaybookPresentation
import Foundation
import Logging

/// Daybook's optional configuration file: one JSON object whose keys are the settings' variable
/// names in lower case, without `DAYBOOK_` (`"port": 8080` for `DAYBOOK_PORT`,
/// `"openweather_api_key"` for `OPENWEATHER_API_KEY`), each a string or a number (a list of
/// strings for `allow_origins`).
///
/// Flags beat variables, which beat the file, which beats the defaults. Nothing in the file is
/// silently dropped: an unknown key, a value of the wrong kind, an unusable value (reported when
/// the setting is read, as for its variable) or a secret in a file other users may read is an
/// error naming the key and the file.
public struct ConfigurationFile: Hashable, Sendable {
    public let path: String
    /// By variable name.
    let values: [String: String]

    /// Every variable the file may set.
    static let variables: [String] = [
        "DAYBOOK_DATABASE", "DAYBOOK_DATABASE_URL", "DAYBOOK_DATABASE_POOL_SIZE", "DAYBOOK_DATABASE_TIMEOUT",
        "DAYBOOK_LANG", "DAYBOOK_LOG_LEVEL", "DAYBOOK_LOG_FORMAT", "DAYBOOK_WEATHER_PROVIDER", "OPENWEATHER_API_KEY",
        "DAYBOOK_OPENWEATHER_URL", "DAYBOOK_OPENMETEO_GEOCODING_URL", "DAYBOOK_OPENMETEO_FORECAST_URL",
        "DAYBOOK_WEATHER_CACHE_SECONDS", "DAYBOOK_HTTP_TIMEOUT", "DAYBOOK_POSTS_URL", "DAYBOOK_POSTS_CACHE_SECONDS",
        "DAYBOOK_HOST", "DAYBOOK_PORT", "DAYBOOK_PUBLIC_URL", "DAYBOOK_ALLOW_ORIGINS", "DAYBOOK_PASSWORD",
        "DAYBOOK_HEADER_TIMEOUT", "DAYBOOK_BODY_TIMEOUT", "DAYBOOK_IDLE_TIMEOUT", "DAYBOOK_SHUTDOWN_TIMEOUT",
        "DAYBOOK_MAX_CONNECTIONS", "DAYBOOK_METRICS_HOST", "DAYBOOK_METRICS_PORT", "DAYBOOK_COPY_FROM",
        "DAYBOOK_COPY_TO",
    ]

    /// The variables whose values are secrets: a file holding one must be readable by its owner only.
    static let secrets: Set<String> = [
        "DAYBOOK_PASSWORD", "OPENWEATHER_API_KEY", "DAYBOOK_DATABASE_URL", "DAYBOOK_COPY_FROM", "DAYBOOK_COPY_TO",
    ]

    /// `variable`'s key in the file.
    static func key(for variable: String) -> String {
        let lower = variable.lowercased()
        return lower.hasPrefix("daybook_") ? String(lower.dropFirst("daybook_".count)) : lower
    }

    /// The file `flag` (`--config`) or `DAYBOOK_CONFIG` names, which must exist; else
    /// `$XDG_CONFIG_HOME/daybook/config.json` (`~/.config/daybook/config.json`) if there is one;
    /// else `nil`.
    public static func load(flag: String?, environment: [String: String]) throws(SettingProblem)
        -> ConfigurationFile?
    {
        if let named = flag ?? environment["DAYBOOK_CONFIG"].nonEmpty {
            guard FileManager.default.fileExists(atPath: named) else { throw .missingConfiguration(path: named) }
            return try ConfigurationFile(path: named)
        }
        let path = defaultPath(environment: environment)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try ConfigurationFile(path: path)
    }

    static func defaultPath(environment: [String: String]) -> String {
        let base =
            environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".config")
        return base.appendingPathComponent("daybook/config.json").path
    }

    /// Reads the file at `path`.
    init(path: String) throws(SettingProblem) {
        guard let data = FileManager.default.contents(atPath: path),
            let object = try? JSONDecoder().decode([String: Value].self, from: data)
        else { throw .unreadableConfiguration(path: path) }
        let variables = Dictionary(uniqueKeysWithValues: Self.variables.map { (Self.key(for: $0), $0) })
        var values: [String: String] = [:]
        for (key, value) in object.sorted(by: { $0.key < $1.key }) {
            guard let variable = variables[key] else { throw .unknownConfigurationKey(key: key, path: path) }
            guard case .text(let text) = value else { throw .unusable(name: "\(key) in \(path)", value: value.written) }
            values[variable] = text
        }
        try Self.checkPrivate(path: path, keys: values.keys.filter(Self.secrets.contains).map(Self.key(for:)))
        try Self.checkReadAtStart(values, path: path)
        self.path = path
        self.values = values
    }

    /// One value in the file: a string as it is, a number as it is written, a list of strings
    /// joined with commas (the form `DAYBOOK_ALLOW_ORIGINS` takes); anything else (`true`,
    /// `null`, an object) is unusable, quoted back as written.
    private enum Value: Decodable {
        case text(String)
        case unusable(String)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                self = .text(string)
            } else if let whole = try? container.decode(Int64.self) {
                self = .text(String(whole))
            } else if let number = try? container.decode(Double.self) {
                self = .text(String(number))
            } else if let list = try? container.decode([String].self) {
                self = .text(list.joined(separator: ","))
            } else if let flag = try? container.decode(Bool.self) {
                self = .unusable(String(flag))
            } else if container.decodeNil() {
                self = .unusable("null")
            } else {
                self = .unusable("…")
            }
        }

        var written: String {
            switch self {
            case .text(let text), .unusable(let text): text
            }
        }
    }

    /// A secret in a file others may read is as good as published: refuse it, as ssh does its keys.
    private static func checkPrivate(path: String, keys: [String]) throws(SettingProblem) {
        guard let key = keys.sorted().first,
            let permissions = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int,
            permissions & 0o077 != 0
        else { return }
        throw .exposedSecret(key: key, path: path)
    }

    /// The two settings a bad variable of which falls back quietly (the language and the log
    /// level, read before any message can be worded): from the file, they are checked here.
    private static func checkReadAtStart(_ values: [String: String], path: String) throws(SettingProblem) {
        if let text = values["DAYBOOK_LANG"], Language(localeIdentifier: text) == nil {
            throw .unusable(name: "lang in \(path)", value: text)
        }
        if let text = values["DAYBOOK_LOG_LEVEL"], Logger.Level(rawValue: text.lowercased()) == nil {
            throw .unusable(name: "log_level in \(path)", value: text)
        }
    }
}
