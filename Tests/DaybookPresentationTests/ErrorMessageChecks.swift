import DaybookDomain
import Foundation
import Testing

@testable import DaybookPresentation

/// Checks a feature's tests run on its ``ErrorVocabulary``.
enum ErrorMessageChecks {
    /// One error of every kind in `vocabulary`'s terms, so a new `AppError` case, resource or
    /// field without its own message shows up.
    static func everyError(_ vocabulary: ErrorVocabulary) -> [AppError] {
        let fields = Array(vocabulary.fields.keys) + [ValidationError.Field.page, .pageSize, .search]
        return [
            .offline, .timeout, .unauthorized, .rateLimited(retryAfterSeconds: nil),
            .rateLimited(retryAfterSeconds: 30), .server(status: 503), .unreadableResponse, .cancelled,
        ]
            + vocabulary.notFound.keys.map(AppError.notFound)
            + [
                StorageFailure.unreadable, .unavailable, .busy, .full, .readOnly, .newerVersion, .corruptRecord,
                .failed, .notAFile(path: "/x", kind: .directory), .notAFile(path: "/x", kind: .pipe),
                .notAFile(path: "/x", kind: .socket), .notAFile(path: "/x", kind: .device),
                .notAFile(path: "/x", kind: .kernelFile),
            ]
            .map(AppError.storage)
            + fields.flatMap { field in
                [
                    ValidationError.Rule.empty, .tooShort(minimum: 2), .tooLong(maximum: 10), .malformed, .ambiguous,
                    .controlCharacter, .oversizedCharacter,
                ]
                .map { AppError.validation(ValidationError(field: field, rule: $0)) }
            }
    }

    /// Every error reads as its own sentence, in every language: no two alike, no placeholder
    /// left unfilled.
    static func expectDistinctMessages(
        _ vocabulary: ErrorVocabulary, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for language in Language.allCases {
            let presenter = ErrorPresenter(localizer: Localizer(language: language), vocabulary: vocabulary)
            let messages = everyError(vocabulary).map { presenter.present($0).message }
            #expect(messages.allSatisfy { !$0.isEmpty && !$0.contains("{") }, sourceLocation: sourceLocation)
            #expect(
                Set(messages).count == messages.count, "two errors read the same in \(language)",
                sourceLocation: sourceLocation)
        }
    }
}
