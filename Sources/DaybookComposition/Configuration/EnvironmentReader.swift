import Foundation

/// Reads typed values from environment variables (or the configuration file's keys for them),
/// failing with a ``SettingProblem`` that names the variable (or the key) and its value.
struct EnvironmentReader {
    let environment: SettingValues

    func value<T>(_ name: String, _ parse: (String) -> T?) throws(SettingProblem) -> T? {
        guard let text = environment[name].nonEmpty else { return nil }
        guard let value = parse(text) else { throw .unusable(name: environment.name(of: name), value: text) }
        return value
    }

    /// An `http` or `https` URL with a host, such as `http://127.0.0.1:8080`.
    func url(_ name: String) throws(SettingProblem) -> URL? {
        try value(name) { text in
            URL(string: text).flatMap { url in
                ["http", "https"].contains(url.scheme?.lowercased() ?? "") && url.host != nil ? url : nil
            }
        }
    }

    /// A number of seconds in `range`: not a number is unusable, a number outside the range is
    /// refused with the range.
    func seconds(_ name: String, within range: SecondsRange) throws(SettingProblem) -> TimeInterval? {
        guard let seconds = try value(name, { TimeInterval($0) }) else { return nil }
        guard range.contains(seconds) else {
            throw .outOfRange(name: environment.name(of: name), value: environment[name] ?? "", range: range)
        }
        return seconds
    }
}
