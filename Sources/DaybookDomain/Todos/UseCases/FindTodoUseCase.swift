import Foundation

/// Finds the one todo a user means by a full id or a unique id prefix.
public protocol FindTodoUseCase: Sendable {
    func execute(reference: String) async throws(AppError) -> TodoItem
    /// The id of the todo `reference` means, for a change that reads the todo itself: a full id
    /// is answered as it is, without a read (the change finds out whether it exists), a prefix
    /// by a lookup.
    func id(reference: String) async throws(AppError) -> TodoID
}

extension FindTodoUseCase {
    public func id(reference: String) async throws(AppError) -> TodoID {
        try await execute(reference: reference).id
    }
}

public struct FindTodoInteractor: FindTodoUseCase {
    private let repository: any TodoRepository

    public init(repository: any TodoRepository) {
        self.repository = repository
    }

    public func execute(reference: String) async throws(AppError) -> TodoItem {
        let reference = try TodoReference(reference)
        try AppError.checkCancellation()
        // A full id is a direct lookup; a prefix is a range of the id's index. Two are enough to
        // know whether it is ambiguous.
        if let uuid = UUID(text: reference.text) {
            return try await repository.todo(id: TodoID(uuid))
        }
        let matches = try await repository.todos(idPrefix: reference.text, limit: 2)
        switch matches.count {
        case 0: throw .notFound(.todo)
        case 1: return matches[0]
        default: throw .validation(ValidationError(field: .todoID, rule: .ambiguous))
        }
    }

    public func id(reference: String) async throws(AppError) -> TodoID {
        let checked = try TodoReference(reference)
        if let uuid = UUID(text: checked.text) { return TodoID(uuid) }
        return try await execute(reference: reference).id
    }
}
