import DaybookComposition
import DaybookPresentation

// The tests' settings come as plain dictionaries: the environment alone, with no file under it.

extension DaybookConfiguration {
    static func resolve(flags: Flags = Flags(), environment: [String: String]) -> DaybookConfiguration {
        resolve(flags: flags, environment: SettingValues(environment))
    }
}

extension ServeSettings {
    static func resolve(flags: Flags, environment: [String: String]) throws(SettingProblem) -> ServeSettings {
        try resolve(flags: flags, environment: SettingValues(environment))
    }
}
