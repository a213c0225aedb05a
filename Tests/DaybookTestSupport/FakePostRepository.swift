import DaybookDomain

/// A feed of `count` posts by two authors, answered at once; it counts how often it was asked.
public actor FakePostRepository: PostRepository {
    private let posts: [AuthoredPost]
    /// Each read of the feed, by whether it asked to go past the cache.
    public private(set) var feedReads: [Bool] = []

    public init(count: Int) {
        let authors = [
            Author(id: 1, name: "Leanne Graham", username: "Bret", email: "leanne@example.com"),
            Author(id: 2, name: "山田花子", username: "hanako", email: "hanako@example.com"),
        ]
        posts = (1...max(1, count)).prefix(count).map { id in
            AuthoredPost(
                post: Post(
                    id: id, authorID: id % 2 + 1, title: id % 3 == 0 ? "qui est esse \(id)" : "sunt aut \(id)",
                    body: "body \(id)"),
                author: authors[id % 2])
        }
    }

    public func feed(refresh: Bool) async throws(AppError) -> PostFeed {
        feedReads.append(refresh)
        return PostFeed(posts: posts, freshness: .fetched(at: TestDateSource.start))
    }

    public func post(id: PostID, refresh: Bool) async throws(AppError) -> PostDetail {
        guard let item = posts.first(where: { $0.post.id == id.value }) else { throw .notFound(.post) }
        return PostDetail(item: item, freshness: .fetched(at: TestDateSource.start))
    }
}
