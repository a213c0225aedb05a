import DaybookPresentation

/// A setting Daybook cannot use, kept as a value rather than as text: a server words it in each
/// visitor's language when a page shows it, the command line in the configured one.
public enum SettingProblem: Error, Hashable, Sendable {
    /// A variable (or flag) whose value cannot be used. The value is quoted back to the user.
    case unusable(name: String, value: String)
    /// OpenWeather was chosen, but `OPENWEATHER_API_KEY` is not set.
    case missingAPIKey
    /// A proxy variable Daybook cannot follow; its value is never quoted (it may hold a password).
    case unusableProxy(name: String)
    /// A database URL Daybook cannot read; never quoted (it holds a password).
    case unusableDatabaseURL(name: String)

    /// The problem as a front end shows it, in `localizer`'s language.
    public func present(_ localizer: Localizer) -> ErrorViewState {
        let message =
            switch self {
            case .unusable(let name, let value): localizer(SettingText.invalidSetting, ["name": name, "value": value])
            case .missingAPIKey: localizer(SettingText.missingAPIKey)
            case .unusableProxy(let name): localizer(SettingText.unusableProxy, ["name": name])
            case .unusableDatabaseURL(let name): localizer(SettingText.unusableDatabaseURL, ["name": name])
            }
        return ErrorViewState(message: message, kind: .invalidInput)
    }
}
