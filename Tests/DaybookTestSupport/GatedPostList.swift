import DaybookDomain

/// The post list use case, each of whose reads waits until the test lets it through, one search
/// at a time, and which records whether a read was still wanted when let through; the read then
/// goes to the use case it wraps.
public final class GatedPostList: ListPostsUseCase {
    /// Keyed by the search as the view model sends it (`""` for none).
    public let gate = AnswerGate<String, Void>()
    /// The searches whose read saw, once let through, that it had been cancelled.
    public let cancelled = Recorded<String>()
    private let listPosts: any ListPostsUseCase

    public init(_ listPosts: any ListPostsUseCase) {
        self.listPosts = listPosts
    }

    public func execute(page: Int, search: String, refresh: Bool) async throws(AppError) -> PostPage {
        await gate.wait(for: search)
        if Task.isCancelled { await cancelled.append(search) }
        return try await listPosts.execute(page: page, search: search, refresh: refresh)
    }
}
