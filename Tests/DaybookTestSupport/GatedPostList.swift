import DaybookDomain

/// The posts use case, each of whose list reads waits until the test lets it through, one search
/// at a time, and which records whether a read was still wanted when let through; the read then
/// goes to the use case it wraps, and so does every post shown.
public final class GatedPostList: PostUseCase {
    /// Keyed by the search as the view model sends it (`""` for none).
    public let gate = AnswerGate<String, Void>()
    /// The searches whose read saw, once let through, that it had been cancelled.
    public let cancelled = Recorded<String>()
    private let posts: any PostUseCase

    public init(_ posts: any PostUseCase) {
        self.posts = posts
    }

    public func list(page: Int, search: String, refresh: Bool) async throws(AppError) -> PostPage {
        await gate.wait(for: search)
        if Task.isCancelled { await cancelled.append(search) }
        return try await posts.list(page: page, search: search, refresh: refresh)
    }

    public func show(id: String, refresh: Bool) async throws(AppError) -> PostDetail {
        try await posts.show(id: id, refresh: refresh)
    }
}
