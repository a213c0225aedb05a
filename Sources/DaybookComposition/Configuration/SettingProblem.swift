import DaybookPresentation

/// A setting Daybook cannot use, kept as a value rather than as text: a server words it in each
/// visitor's language when a page shows it, the command line in the configured one.
public enum SettingProblem: PresentableError, Hashable {
    /// A variable (or flag) whose value cannot be used. The value is quoted back to the user.
    case unusable(name: String, value: String)
    /// A number of seconds outside what the setting takes (see ``SecondsRange``).
    case outOfRange(name: String, value: String, range: SecondsRange)
    /// OpenWeather was chosen, but `OPENWEATHER_API_KEY` is not set.
    case missingAPIKey
    /// A proxy variable Daybook cannot follow; its value is never quoted (it may hold a password).
    case unusableProxy(name: String)
    /// A database URL Daybook cannot read; never quoted (it holds a password).
    case unusableDatabaseURL(name: String)
    /// A URL where a SQLite file's path goes (`--database postgres://…`); never quoted.
    case databaseURLAsPath(name: String)
    /// The configuration file `--config` or `DAYBOOK_CONFIG` names is not there.
    case missingConfiguration(path: String)
    /// The configuration file is not one JSON object.
    case unreadableConfiguration(path: String)
    /// A key in the configuration file that names no setting (a typo, say).
    case unknownConfigurationKey(key: String, path: String)
    /// A secret in a configuration file other users may read.
    case exposedSecret(key: String, path: String)
    /// A host for the metrics listener without its port: it would keep no metrics, silently.
    case metricsHostWithoutPort(host: String)
    /// `DAYBOOK_PASSWORD` is shorter than `minimum` characters; never quoted.
    case shortPassword(minimum: Int)
    /// Several people have accounts and the command did not say whose data to use.
    case whichAccount(names: [String])

    /// The problem as a front end shows it, in `localizer`'s language.
    public func present(_ localizer: Localizer) -> ErrorViewState {
        let message =
            switch self {
            case .unusable(let name, let value): localizer(SettingText.invalidSetting, ["name": name, "value": value])
            case .outOfRange(let name, let value, let range):
                localizer(
                    SettingText.secondsOutOfRange,
                    [
                        "name": name, "value": value, "lowest": SecondsRange.text(range.lowest),
                        "highest": SecondsRange.text(range.highest),
                    ])
            case .missingAPIKey: localizer(SettingText.missingAPIKey)
            case .unusableProxy(let name): localizer(SettingText.unusableProxy, ["name": name])
            case .unusableDatabaseURL(let name): localizer(SettingText.unusableDatabaseURL, ["name": name])
            case .databaseURLAsPath(let name): localizer(SettingText.databaseURLAsPath, ["name": name])
            case .missingConfiguration(let path): localizer(SettingText.missingConfiguration, ["path": path])
            case .unreadableConfiguration(let path): localizer(SettingText.unreadableConfiguration, ["path": path])
            case .unknownConfigurationKey(let key, let path):
                localizer(SettingText.unknownConfigurationKey, ["key": key, "path": path])
            case .exposedSecret(let key, let path): localizer(SettingText.exposedSecret, ["key": key, "path": path])
            case .metricsHostWithoutPort(let host): localizer(SettingText.metricsHostWithoutPort, ["host": host])
            case .shortPassword(let minimum): localizer(SettingText.serveShortPassword, ["minimum": "\(minimum)"])
            case .whichAccount(let names):
                localizer(
                    SettingText.whichAccount, ["names": names.joined(separator: localizer(SettingText.listSeparator))])
            }
        // Naming no one where several could be meant is a usage error: the command needs --user.
        // So is a URL given to the option for a file's path: the command needs --database-url.
        switch self {
        case .whichAccount, .databaseURLAsPath: return ErrorViewState(message: message, kind: .usage)
        default: return ErrorViewState(message: message, kind: .invalidInput)
        }
    }
}
