import Foundation

/// What settings are read from below the command line: the environment, over the optional
/// configuration file (see ``ConfigurationFile``). A variable beats the file's key for it; an
/// unusable value from the file is named by its key and the file, not by the variable.
public struct SettingValues: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// By variable name, the environment's values over the file's.
    public private(set) var all: [String: String]
    /// By variable name, how a value taken from the file is named in a problem.
    private var fromFile: [String: String] = [:]

    /// The environment alone.
    public init(_ environment: [String: String]) {
        all = environment
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(Dictionary(elements) { $1 })
    }

    /// The environment over `file`'s values.
    public init(environment: [String: String], file: ConfigurationFile?) {
        all = environment
        for (variable, value) in file?.values ?? [:] where environment[variable].nonEmpty == nil {
            all[variable] = value
            fromFile[variable] = "\(ConfigurationFile.key(for: variable)) in \(file?.path ?? "")"
        }
    }

    public subscript(variable: String) -> String? { all[variable] }

    /// How a problem names `variable`'s value: the variable, or its key and file when the value
    /// came from the configuration file.
    func name(of variable: String) -> String { fromFile[variable] ?? variable }
}
