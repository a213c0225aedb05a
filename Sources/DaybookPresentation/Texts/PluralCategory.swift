import Foundation

/// Which form of a counted text a number takes, by the rules of the language (CLDR's plural
/// categories, of which Daybook's languages need two).
///
/// English tells `one` (exactly 1: "1 todo") from `other` (0, 2, 3…: "0 todos", "2 todos").
/// Japanese has no plural forms: every count is `other` ("1件", "2件"). A counted text is two
/// cases of a feature's texts, the `one` form named after the `other` with `One` added
/// (`TodoText.imported`, `TodoText.importedOne`), chosen through ``Localizer`` (see
/// `Localizer.callAsFunction(count:one:other:_:)`).
public enum PluralCategory: Hashable, Sendable {
    case one
    case other

    /// The category of `count` in `language`.
    public init(_ count: Int, in language: Language) {
        switch language {
        case .english: self = count == 1 ? .one : .other
        case .japanese: self = .other
        }
    }
}
