import DaybookDomain
import Foundation

/// Turns an `AppError` into the message and kind a front end shows. Pure and nonisolated.
public struct ErrorPresenter: Sendable {
    private let localize: Localizer

    public init(localizer: Localizer) {
        localize = localizer
    }

    public func present(_ error: AppError) -> ErrorViewState {
        switch error {
        case .offline: ErrorViewState(message: localize(.errorOffline), kind: .unavailable)
        case .timeout: ErrorViewState(message: localize(.errorTimeout), kind: .unavailable)
        case .notFound(let resource): ErrorViewState(message: localize(notFoundKey(resource)), kind: .notFound)
        case .unauthorized: ErrorViewState(message: localize(.errorUnauthorized), kind: .unavailable)
        case .rateLimited(let seconds?):
            ErrorViewState(message: localize(.errorRateLimitedRetry, ["seconds": "\(seconds)"]), kind: .unavailable)
        case .rateLimited(nil): ErrorViewState(message: localize(.errorRateLimited), kind: .unavailable)
        case .server(let status):
            ErrorViewState(message: localize(.errorServer, ["status": "\(status)"]), kind: .unavailable)
        case .unreadableResponse: ErrorViewState(message: localize(.errorUnreadableResponse), kind: .unavailable)
        case .validation(let failure): ErrorViewState(message: message(for: failure), kind: .invalidInput)
        case .storage(.busy): ErrorViewState(message: localize(.errorStorageBusy), kind: .busy)
        case .storage(let failure): ErrorViewState(message: localize(storageKey(failure)), kind: .storage)
        case .cancelled: ErrorViewState(message: localize(.errorCancelled), kind: .cancelled)
        }
    }

    /// The rule's message; for an entry of a batch (an import's line), prefixed with its number.
    public func message(for failure: ValidationError) -> String {
        let message = ruleMessage(for: failure)
        guard let line = failure.item else { return message }
        return localize(.validationAtLine, ["line": "\(line)", "message": message])
    }

    private func ruleMessage(for failure: ValidationError) -> String {
        let field = localize(fieldKey(failure.field))
        return switch failure.rule {
        case .empty: localize(.validationEmpty, ["field": field])
        case .tooShort(let minimum): localize(.validationTooShort, ["field": field, "minimum": "\(minimum)"])
        case .tooLong(let maximum): localize(.validationTooLong, ["field": field, "maximum": "\(maximum)"])
        case .malformed: localize(.validationMalformed, ["field": field])
        case .ambiguous: localize(.validationAmbiguous, ["field": field])
        case .belowMinimum(let minimum): localize(.validationBelowMinimum, ["field": field, "minimum": "\(minimum)"])
        case .aboveMaximum(let maximum): localize(.validationAboveMaximum, ["field": field, "maximum": "\(maximum)"])
        case .controlCharacter: localize(.validationControlCharacter, ["field": field])
        case .oversizedCharacter: localize(.validationOversizedCharacter, ["field": field])
        }
    }

    // MARK: - Keys

    private func notFoundKey(_ resource: AppError.Resource) -> L10nKey {
        switch resource {
        case .todo: .errorNotFoundTodo
        case .city: .errorNotFoundCity
        case .post: .errorNotFoundPost
        }
    }

    private func storageKey(_ failure: StorageFailure) -> L10nKey {
        switch failure {
        case .unreadable: .errorStorageUnreadable
        case .unavailable: .errorStorageUnavailable
        case .busy: .errorStorageBusy
        case .full: .errorStorageFull
        case .readOnly: .errorStorageReadOnly
        case .newerVersion: .errorStorageNewerVersion
        case .corruptRecord: .errorStorageCorruptRecord
        case .failed: .errorStorageFailed
        }
    }

    private func fieldKey(_ field: ValidationError.Field) -> L10nKey {
        switch field {
        case .todoTitle: .fieldTodoTitle
        case .todoID: .fieldTodoID
        case .city: .fieldCity
        case .postID: .fieldPostID
        case .page: .fieldPage
        case .pageSize: .fieldPageSize
        case .search: .fieldSearch
        case .profileName: .fieldProfileName
        case .todoOrder: .fieldTodoOrder
        }
    }
}
