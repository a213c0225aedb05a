import DaybookDomain
import Foundation

/// How one feature names what its domain reports: what could not be found, and which input
/// broke a rule. Each feature declares its own beside its texts (``TodoText/vocabulary``) and
/// gives it to its controller's ``ErrorPresenter``; the inputs every feature shares (a page, a
/// search) are always known.
public struct ErrorVocabulary: Sendable {
    let notFound: [AppError.Resource: any LocalizedText]
    let fields: [ValidationError.Field: any LocalizedText]

    public init(
        notFound: [AppError.Resource: any LocalizedText] = [:],
        fields: [ValidationError.Field: any LocalizedText] = [:]
    ) {
        self.notFound = notFound
        self.fields = fields
    }

    /// No feature's words: for failures outside any feature (opening the database).
    public static let shared = ErrorVocabulary()

    /// The name of `field`: the feature's, else a shared input's, else "the value".
    func name(of field: ValidationError.Field) -> any LocalizedText {
        if let name = fields[field] { return name }
        return switch field {
        case .page: ValidationText.fieldPage
        case .pageSize: ValidationText.fieldPageSize
        case .search: ValidationText.fieldSearch
        default: ValidationText.fieldValue
        }
    }

    /// What to say when `resource` is not found: the feature's words, else "nothing was found".
    func notFoundText(_ resource: AppError.Resource) -> any LocalizedText {
        notFound[resource] ?? ErrorText.notFound
    }
}
