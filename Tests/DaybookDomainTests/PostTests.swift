import DaybookDomain
import DaybookTestSupport
import Synchronization
import Testing

@Suite("Posts: search, paging, ids")
struct PostTests {
    static func feed(_ count: Int, origin: DataOrigin = .network) -> PostFeed {
        PostFeed(
            posts: AuthoredPost.joining(
                (1...count).reversed().map {
                    Post(id: $0, authorID: $0 % 3, title: "title \($0)", body: "body \($0)")
                },
                authors: [Author(id: 1, name: "Leanne Graham", username: "Bret", email: "a@b.c")]),
            freshness: Freshness(origin: origin, fetchedAt: TestDateSource.start, age: 0))
    }

    @Test(
        "search ignores case and width, in titles and bodies",
        arguments: [
            ("sunt", true), ("SUNT", true), ("ＳＵＮＴ", true), ("facere", true), ("quia et", true), ("ｶﾀｶﾅ", true),
            ("カタカナ", true), ("nothing", false), ("", true), ("   ", true),
            // Every word, in any order, each in the title or the body.
            ("facere suscipit", true), ("suscipit SUNT", true), ("sunt nothing", false),
        ])
    func search(text: String, matches: Bool) throws {
        let post = AuthoredPost(
            post: Post(id: 1, authorID: 1, title: "sunt aut facere カタカナ", body: "quia et suscipit"), author: nil)
        #expect(try PostSearch(text).matches(post) == matches)
    }

    @Test func searchTextHasALimit() {
        #expect(throws: AppError.validation(ValidationError(field: .search, rule: .tooLong(maximum: 100)))) {
            try PostSearch(String(repeating: "a", count: 101))
        }
    }

    @Test func theFeedIsInIDOrderWithAuthors() {
        let feed = Self.feed(4)
        #expect(feed.posts.map(\.id) == [1, 2, 3, 4])
        #expect(feed.posts[0].author?.name == "Leanne Graham")
        #expect(feed.posts[1].author == nil, "no user 2 in the list: unknown, not a crash")
    }

    @Test(
        "pages of 20, stable by id",
        arguments: [
            (100, 1, 1...20, 5), (100, 5, 81...100, 5), (101, 6, 101...101, 6), (20, 1, 1...20, 1), (21, 2, 21...21, 2),
        ])
    func paging(total: Int, page: Int, ids: ClosedRange<Int>, count: Int) throws {
        let page = try PostPage(feed: Self.feed(total), search: try PostSearch(""), number: page)
        #expect(page.posts.map(\.id) == Array(ids))
        #expect(page.count == count && page.total == total && page.matching == total)
    }

    @Test func pagesOutsideTheFeedAreRefused() {
        #expect(throws: AppError.validation(ValidationError(field: .page, rule: .belowMinimum(1)))) {
            try PostPage(feed: Self.feed(30), search: try PostSearch(""), number: 0)
        }
        #expect(throws: AppError.validation(ValidationError(field: .page, rule: .aboveMaximum(2)))) {
            try PostPage(feed: Self.feed(30), search: try PostSearch(""), number: 3)
        }
    }

    @Test func anEmptySearchResultIsOnePageWithNothing() throws {
        let page = try PostPage(feed: Self.feed(30), search: PostSearch("zzz"), number: 1)
        #expect(page.posts.isEmpty && page.count == 1 && page.matching == 0 && page.total == 30)
    }

    @Test(
        arguments: [
            ("1", nil), (" 42 ", nil), ("", ValidationError.Rule.empty), ("abc", .malformed), ("1.5", .malformed),
            ("0", .belowMinimum(1)), ("-3", .belowMinimum(1)),
        ])
    func postIDs(raw: String, broken: ValidationError.Rule?) {
        if let broken {
            #expect(throws: AppError.validation(ValidationError(field: .postID, rule: broken))) { try PostID(raw) }
        } else {
            #expect(throws: Never.self) { try PostID(raw) }
        }
    }

    @Test func badInputNeverReachesTheRepository() async throws {
        let repository = CountingPostRepository(feed: Self.feed(30))
        let posts = PostInteractor(repository: repository)
        await #expect(throws: AppError.self) { try await posts.list(page: 0, search: "", refresh: false) }
        await #expect(throws: AppError.self) {
            try await posts.list(page: 1, search: String(repeating: "x", count: 101), refresh: false)
        }
        await #expect(throws: AppError.self) {
            try await posts.show(id: "x", refresh: false)
        }
        #expect(repository.calls == 0)
        // "title 2" (both words) matches 2, 12 and 20...29: twelve posts, one page.
        let page = try await posts.list(page: 1, search: "title 2", refresh: false)
        #expect(page.matching == 12 && page.count == 1)
        #expect(page.posts.map(\.id) == [2, 12] + Array(20...29))
        await #expect(throws: AppError.validation(ValidationError(field: .page, rule: .aboveMaximum(1)))) {
            try await posts.list(page: 2, search: "title 2", refresh: false)
        }
    }
}

/// A repository over a fixed feed that counts how often it is asked.
final class CountingPostRepository: PostRepository {
    let fixed: PostFeed
    private let count = Mutex(0)

    init(feed: PostFeed) {
        fixed = feed
    }

    var calls: Int { count.withLock { $0 } }

    func feed(refresh: Bool) async throws(AppError) -> PostFeed {
        count.withLock { $0 += 1 }
        return fixed
    }

    func cachedFeed() async -> PostFeed? { fixed }

    func post(id: PostID, refresh: Bool) async throws(AppError) -> PostDetail {
        count.withLock { $0 += 1 }
        guard let item = fixed.posts.first(where: { $0.id == id.value }) else { throw .notFound(.post) }
        return PostDetail(item: item, freshness: .fetched(at: TestDateSource.start))
    }
}
