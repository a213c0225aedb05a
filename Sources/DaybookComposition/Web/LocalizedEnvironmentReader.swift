import DaybookPresentation
import Foundation

/// The ``EnvironmentReader`` for settings only the command line reads (`daybook serve`'s): a
/// problem is worded at once, in the configured language.
struct LocalizedEnvironmentReader {
    let environment: SettingValues
    let localizer: Localizer

    func value<T>(_ name: String, _ parse: (String) -> T?) throws(ErrorViewState) -> T? {
        do throws(SettingProblem) {
            return try EnvironmentReader(environment: environment).value(name, parse)
        } catch {
            throw error.present(localizer)
        }
    }

    func seconds(_ name: String, within range: SecondsRange) throws(ErrorViewState) -> Double? {
        do throws(SettingProblem) {
            return try EnvironmentReader(environment: environment).seconds(name, within: range)
        } catch {
            throw error.present(localizer)
        }
    }
}
