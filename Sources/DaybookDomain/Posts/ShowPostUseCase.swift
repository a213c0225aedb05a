import Foundation

/// Shows one post, named by the id the user typed, with its author.
public protocol ShowPostUseCase: Sendable {
    func execute(id: String, refresh: Bool) async throws(AppError) -> PostDetail
}

public struct ShowPostInteractor: ShowPostUseCase {
    private let repository: any PostRepository

    public init(repository: any PostRepository) {
        self.repository = repository
    }

    public func execute(id: String, refresh: Bool) async throws(AppError) -> PostDetail {
        let id = try PostID(id)
        try AppError.checkCancellation()
        return try await repository.post(id: id, refresh: refresh)
    }
}
