import Foundation

/// Finds the one todo a user means by a full id or a unique id prefix.
public protocol FindTodoUseCase: Sendable {
    func execute(reference: String) async throws(AppError) -> TodoItem
    /// The id of the todo `reference` means, for a change that reads the todo itself: a full id
    /// is answered as it is, without a read (the change finds out whether it exists), a prefix
    /// by a lookup.
    func id(reference: String) async throws(AppError) -> TodoID
}

public struct FindTodoInteractor: FindTodoUseCase {
    private let repository: any TodoRepository

    public init(repository: any TodoRepository) {
        self.repository = repository
    }

    public func execute(reference: String) async throws(AppError) -> TodoItem {
        let reference = try TodoReference(reference)
        try AppError.checkCancellation()
        // A full id is a direct lookup; a prefix is a range of the id's index.
        if let uuid = UUID(text: reference.text) {
            return try await repository.todo(id: TodoID(uuid))
        }
        return try await matching(prefix: reference)
    }

    public func id(reference: String) async throws(AppError) -> TodoID {
        let reference = try TodoReference(reference)
        try AppError.checkCancellation()
        if let uuid = UUID(text: reference.text) { return TodoID(uuid) }
        return try await matching(prefix: reference).id
    }

    /// The one todo whose id starts with `prefix`: two are enough to know it is ambiguous.
    private func matching(prefix: TodoReference) async throws(AppError) -> TodoItem {
        let matches = try await repository.todos(idPrefix: prefix.text, limit: 2)
        switch matches.count {
        case 0: throw .notFound(.todo)
        case 1: return matches[0]
        default: throw .validation(ValidationError(field: .todoID, rule: .ambiguous))
        }
    }
}
