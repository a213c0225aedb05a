import DaybookDomain
import Foundation
import Testing

@testable import DaybookPresentation

/// Every JSON form Daybook writes goes through the one writer (``JSONWriter``), and writes what
/// `JSONEncoder` with Daybook's settings writes for it: the same keys in the same order, `null`
/// where a form spells one out, a key left out where a form leaves it out, the same numbers.
@Suite("Each JSON form writes what JSONEncoder writes for it")
struct JSONFormTests {
    static let moment = Date(timeIntervalSince1970: 1_767_225_600.125)

    static func expectSame<Form: Encodable & JSONWritable>(_ form: Form, _ comment: Comment? = nil) throws {
        for pretty in [true, false] {
            let expected = try JSONWriterTests.daybook(pretty: pretty).encode(form)
            let written = form.json(style: pretty ? .pretty : .compact)
            #expect(
                String(decoding: written, as: UTF8.self) == String(decoding: expected, as: UTF8.self), comment)
        }
    }

    static let fresh = FreshnessJSON(source: "cache", stale: false, ageSeconds: 61)

    @Test(arguments: [12.3, 12, -0.5, 0.1 + 0.2, 1e-7, 1e21, 1e15, -0.0, 22.5])
    func weather(temperature: Double) throws {
        let hours = [
            WeatherJSON.Hour(time: Self.moment, temperature: temperature), .init(time: Self.moment, temperature: 3),
        ]
        try Self.expectSame(
            WeatherJSON(
                city: "Tokyo", country: "JP", temperature: temperature, feelsLike: temperature - 1, minimum: 1.5,
                maximum: 30, humidity: 65, condition: "clear", description: "快晴 \"/\" \u{1}", observedAt: Self.moment,
                fetchedAt: Self.moment, freshness: Self.fresh, hourly: hours))
        try Self.expectSame(
            WeatherJSON(
                city: "Tokyo", country: nil, temperature: temperature, feelsLike: nil, minimum: nil, maximum: nil,
                humidity: nil, condition: nil, description: nil, observedAt: Self.moment, fetchedAt: Self.moment,
                freshness: Self.fresh, hourly: []), "every unknown field null, no hours")
    }

    @Test func posts() throws {
        let author = PostJSON.Author(id: 1, name: "Leanne Graham", username: "Bret", email: "Sincere@april.biz")
        let posts = [
            PostJSON(id: 1, title: "sunt aut facere", body: "quia et\nsuscipit", author: author),
            PostJSON(id: 2, title: "qui est esse", body: "", author: nil),
        ]
        try Self.expectSame(
            PostPageJSON(
                posts: posts, page: 1, pageCount: 10, matching: 2, total: 100, search: "", freshness: Self.fresh))
        try Self.expectSame(
            PostPageJSON(posts: [], page: 2, pageCount: 1, matching: 0, total: 0, search: "x", freshness: Self.fresh))
        try Self.expectSame(PostDetailJSON(post: posts[0], freshness: Self.fresh))
        try Self.expectSame(PostDetailJSON(post: posts[1], freshness: Self.fresh))
    }

    @Test func profileAndAccounts() throws {
        let summary = ProfileSummaryViewState(name: "花子", genderCode: "female", createdAt: Self.moment, lines: [])
        try Self.expectSame(ProfileJSON(summary))
        try Self.expectSame(ProfileJSON(nil), "not registered: every key null but registered")
        let account = Account(
            id: AccountID("11111111-1111-4111-8111-111111111111"), name: try AccountName("hanako"),
            createdAt: Self.moment)
        try Self.expectSame(AccountJSON(account))
        try Self.expectSame(AccountJSON(account, token: "db_0123456789abcdef"), "with the token it was issued")
        try Self.expectSame([AccountJSON(account), AccountJSON(account)], "a list of them")
        try Self.expectSame([AccountJSON](), "an empty list")
    }

    @Test func dataCommandsAndCounts() throws {
        let counts = ArchiveCounts(todos: 3, profiles: 1, accounts: 2)
        try Self.expectSame(
            ArchiveResultJSON(
                action: "export", file: nil, accounts: nil, todos: 3, profiles: 1, skipped: nil, stored: nil))
        var everyone = ArchiveResultJSON(
            action: "import", file: "/tmp/a b.json", accounts: 2, todos: 3, profiles: 1,
            skipped: .init(counts, scope: .everyone), stored: .init(counts, scope: .everyone))
        everyone.renumbered = 1
        try Self.expectSame(everyone)
        try Self.expectSame(
            ArchiveResultJSON(
                action: "import", file: "-", accounts: nil, todos: 3, profiles: 1,
                skipped: .init(counts, scope: .person), stored: .init(counts, scope: .person)))
        try Self.expectSame(TodoCountJSON(count: 12))
    }
}
