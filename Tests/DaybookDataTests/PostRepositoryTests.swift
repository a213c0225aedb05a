import DaybookData
import DaybookDomain
import DaybookHTTP
import DaybookSQLite
import DaybookTestSupport
import Foundation
import Testing

/// The post repository against a local server replaying JSONPlaceholder's recorded data, once
/// with the in-memory cache and once with the SQLite cache: the same contract for both.
@Suite("PostRepository over HTTP, with each cache store")
struct PostRepositoryTests {
    enum CacheKind: String, CaseIterable, CustomTestStringConvertible {
        case inMemory, sqlite
        var testDescription: String { rawValue }
    }

    /// GET /posts/1 as JSONPlaceholder answers it: the first post of the recorded list.
    static var firstPost: Data {
        let posts = try! JSONSerialization.jsonObject(with: Fixture.data("jsonplaceholder/posts_all.json")) as! [Any]
        return try! JSONSerialization.data(withJSONObject: posts[0])
    }

    static var routes: [String: FixtureServer.Reply] {
        [
            "/posts": .fixture("jsonplaceholder/posts_all.json"),
            "/users": .fixture("jsonplaceholder/users_all.json"),
            "/posts/1": .init(body: firstPost),
            "/users/1": .fixture("jsonplaceholder/users_1.json"),
            "/posts/999": .fixture("jsonplaceholder/not_found_404.json", status: 404),
        ]
    }

    struct Fixture2 {
        let server: FixtureServer
        let repository: OfflineFirstPostRepository
        let dates: TestDateSource
        let folder: TemporaryDirectory

        func cleanUp() async {
            await server.stop()
            folder.remove()
        }
    }

    func make(_ kind: CacheKind, routes: [String: FixtureServer.Reply] = routes) async throws -> Fixture2 {
        let server = try FixtureServer(routes: routes)
        let base = try await server.start()
        let folder = TemporaryDirectory()
        let cache: any CacheStore =
            switch kind {
            case .inMemory: InMemoryCacheStore()
            case .sqlite: SQLiteCacheStore(database: try SQLiteDatabase(path: folder.path("db.sqlite"), logger: .quiet))
            }
        let dates = TestDateSource()
        let repository = OfflineFirstPostRepository(
            remote: JSONPlaceholderDataSource(
                baseURL: base, client: EventLoopHTTPClient(timeout: FixtureServer.patience, logger: .quiet)),
            cache: cache,
            dates: dates, maximumAge: 600)
        return Fixture2(server: server, repository: repository, dates: dates, folder: folder)
    }

    @Test(arguments: CacheKind.allCases)
    func theFeedHasEveryPostWithItsAuthor(kind: CacheKind) async throws {
        let setup = try await make(kind)
        let feed = try await setup.repository.feed(refresh: false)
        #expect(feed.freshness.origin == .network && feed.posts.count == 100)
        #expect(feed.posts.map(\.id) == Array(1...100))
        #expect(
            feed.posts[0].post.title == "sunt aut facere repellat provident occaecati excepturi optio reprehenderit")
        #expect(feed.posts[0].author?.name == "Leanne Graham")
        #expect(feed.posts[99].author?.name == "Clementina DuBuque")
        #expect(Set(setup.server.requests.map(\.path)) == ["/posts", "/users"])
        await setup.cleanUp()
    }

    @Test(arguments: CacheKind.allCases)
    func aFreshFeedIsServedFromTheCache(kind: CacheKind) async throws {
        let setup = try await make(kind)
        _ = try await setup.repository.feed(refresh: false)
        setup.dates.advance(seconds: 300)
        let cached = try await setup.repository.feed(refresh: false)
        #expect(cached.freshness.origin == .cache && cached.freshness.age == 300 && cached.posts.count == 100)
        #expect(setup.server.requests.count == 2)
        _ = try await setup.repository.feed(refresh: true)
        #expect(setup.server.requests.count == 4, "refresh asks again")
        await setup.cleanUp()
    }

    @Test(arguments: CacheKind.allCases)
    func oneWithItsAuthor(kind: CacheKind) async throws {
        let setup = try await make(kind)
        let detail = try await setup.repository.post(id: PostID("1"), refresh: false)
        #expect(detail.item.post.authorID == 1 && detail.item.author?.username == "Bret")
        #expect(detail.freshness.origin == .network)
        await #expect(throws: AppError.notFound(.post)) {
            try await setup.repository.post(id: PostID("999"), refresh: false)
        }
        await setup.cleanUp()
    }

    @Test func aPostWhoseAuthorCannotBeFetchedIsShownWithoutOne() async throws {
        var routes = Self.routes
        routes["/users/1"] = .init(status: 503, body: Data("busy".utf8))
        let setup = try await make(.inMemory, routes: routes)
        let detail = try await setup.repository.post(id: PostID("1"), refresh: false)
        #expect(detail.item.id == 1 && detail.item.author == nil)
        await setup.cleanUp()
    }

    @Test(arguments: CacheKind.allCases)
    func offlineWithACacheShowsItStale(kind: CacheKind) async throws {
        let setup = try await make(kind)
        _ = try await setup.repository.feed(refresh: false)
        await setup.server.stop()
        setup.dates.advance(seconds: 7_200)
        let stale = try await setup.repository.feed(refresh: false)
        #expect(stale.freshness.origin == .stale && stale.freshness.age == 7_200 && stale.posts.count == 100)
        // Never opened on its own, but in the cached feed: readable offline too.
        let detail = try await setup.repository.post(id: PostID("42"), refresh: false)
        #expect(detail.freshness.origin == .stale && detail.item.id == 42 && detail.item.author != nil)
        await #expect(throws: AppError.offline) { try await setup.repository.post(id: PostID("999"), refresh: false) }
        await setup.cleanUp()
    }

    @Test(arguments: CacheKind.allCases)
    func offlineWithoutACacheIsOffline(kind: CacheKind) async throws {
        let setup = try await make(kind)
        await setup.server.stop()
        await #expect(throws: AppError.offline) { try await setup.repository.feed(refresh: false) }
        await #expect(throws: AppError.offline) { try await setup.repository.post(id: PostID("1"), refresh: false) }
        await setup.cleanUp()
    }

    @Test func anotherServicesCacheIsNeverShown() async throws {
        let setup = try await make(.inMemory)
        _ = try await setup.repository.feed(refresh: false)
        // Same cache, another address that cannot be reached: its own (empty) cache, not the first one's.
        let shared = InMemoryCacheStore()
        let first = OfflineFirstPostRepository(
            remote: JSONPlaceholderDataSource(
                baseURL: try await setup.server.start(),
                client: EventLoopHTTPClient(timeout: FixtureServer.patience, logger: .quiet)),
            cache: shared,
            dates: setup.dates, maximumAge: 600)
        _ = try await first.feed(refresh: false)
        let other = OfflineFirstPostRepository(
            remote: JSONPlaceholderDataSource(
                baseURL: try await FixtureServer.closedPortURL(),
                client: EventLoopHTTPClient(timeout: FixtureServer.patience, logger: .quiet)),
            cache: shared,
            dates: setup.dates, maximumAge: 600)
        await #expect(throws: AppError.offline) { try await other.feed(refresh: false) }
        await setup.cleanUp()
    }

    @Test(
        "failures map to AppError",
        arguments: [
            (FixtureServer.Reply(status: 500, body: Data("oops".utf8)), AppError.server(status: 500)),
            (.init(body: Data("[{\"id\": 1}]".utf8)), .unreadableResponse),
            (.init(body: Data("<!doctype html>".utf8)), .unreadableResponse),
            // A feed that is not there means the address is wrong, not that a post is missing.
            (.init(status: 404, body: Data("{}".utf8)), .server(status: 404)),
        ])
    func failures(reply: FixtureServer.Reply, expected: AppError) async throws {
        var routes = Self.routes
        routes["/posts"] = reply
        let setup = try await make(.inMemory, routes: routes)
        await #expect(throws: expected) { try await setup.repository.feed(refresh: false) }
        await setup.cleanUp()
    }
}
