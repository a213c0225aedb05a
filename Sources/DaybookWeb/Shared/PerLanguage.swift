import DaybookPresentation

/// One value per language Daybook speaks, made once when the server starts: a feature's
/// controllers, which each hold their language's presenters.
struct PerLanguage<Value: Sendable>: Sendable {
    private let values: [Language: Value]

    init(_ make: (Language) -> Value) {
        values = Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, make($0)) })
    }

    subscript(language: Language) -> Value {
        // Every language was made in `init`.
        values[language]!
    }
}
