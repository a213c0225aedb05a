import DaybookDomain
import Foundation

/// How the features name what their domain reports: what could not be found, and which input
/// broke a rule. Each feature declares its own beside its texts (``TodoText/vocabulary``);
/// ``everyFeature`` joins them, so an `AppError` can be worded wherever it is shown, whichever
/// feature it came from. The inputs every feature shares (a page, a search) are always known.
public struct ErrorVocabulary: Sendable {
    let notFound: [AppError.Resource: any LocalizedText]
    let fields: [ValidationError.Field: any LocalizedText]
    let alreadyExists: [AppError.Resource: any LocalizedText]
    /// What to say when `resource` is not found, naming what was typed (`{input}`).
    let notFoundNamed: [AppError.Resource: any LocalizedText]
    /// The remote service the feature asks ("the weather service"), if it asks one.
    let service: (any LocalizedText)?

    public init(
        notFound: [AppError.Resource: any LocalizedText] = [:],
        fields: [ValidationError.Field: any LocalizedText] = [:],
        alreadyExists: [AppError.Resource: any LocalizedText] = [:],
        notFoundNamed: [AppError.Resource: any LocalizedText] = [:],
        service: (any LocalizedText)? = nil
    ) {
        self.notFound = notFound
        self.fields = fields
        self.alreadyExists = alreadyExists
        self.notFoundNamed = notFoundNamed
        self.service = service
    }

    /// The words of several vocabularies; each names its own resources and fields (a feature
    /// declares the values it names, so no two name the same one). Which service failed is not
    /// known from several features' words: the service is "the service".
    public init(merging vocabularies: [ErrorVocabulary]) {
        self.init(
            notFound: vocabularies.reduce(into: [:]) { $0.merge($1.notFound) { first, _ in first } },
            fields: vocabularies.reduce(into: [:]) { $0.merge($1.fields) { first, _ in first } },
            alreadyExists: vocabularies.reduce(into: [:]) { $0.merge($1.alreadyExists) { first, _ in first } },
            notFoundNamed: vocabularies.reduce(into: [:]) { $0.merge($1.notFoundNamed) { first, _ in first } })
    }

    /// Every feature's words: what ``ErrorPresenter`` uses unless told otherwise. A new feature
    /// adds its vocabulary here.
    public static let everyFeature = ErrorVocabulary(merging: [
        TodoText.vocabulary, WeatherText.vocabulary, PostText.vocabulary, ProfileText.vocabulary,
        AccountText.vocabulary,
    ])

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

    /// The service that could not be reached: the feature's words, else "the service".
    func serviceText() -> any LocalizedText {
        service ?? ErrorText.someService
    }

    /// What to say when `resource` exists already: the feature's words, else "it exists already".
    func alreadyExistsText(_ resource: AppError.Resource) -> any LocalizedText {
        alreadyExists[resource] ?? ErrorText.alreadyExists
    }
}
