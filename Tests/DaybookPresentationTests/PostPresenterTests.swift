import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Synchronization
import Testing

@Suite("PostPresenter")
struct PostPresenterTests {
    @Test func errorsAreWordedInTheFeaturesTerms() {
        ErrorMessageChecks.expectDistinctMessages(PostText.vocabulary)
    }

    let english = PostPresenter(localizer: Localizer(language: .english))
    let japanese = PostPresenter(localizer: Localizer(language: .japanese))
    static let leanne = Author(id: 1, name: "Leanne Graham", username: "Bret", email: "Sincere@april.biz")

    static func freshness(_ origin: DataOrigin, age: TimeInterval = 0) -> Freshness {
        Freshness(origin: origin, fetchedAt: TestDateSource.start, age: age)
    }

    static func feed(origin: DataOrigin = .network, age: TimeInterval = 0) -> PostFeed {
        PostFeed(
            posts: AuthoredPost.joining(
                [
                    Post(id: 1, authorID: 1, title: "sunt aut facere", body: "quia et suscipit\nsuscipit recusandae"),
                    Post(id: 2, authorID: 7, title: "qui est esse", body: "est rerum tempore"),
                ], authors: [leanne]),
            freshness: freshness(origin, age: age))
    }

    /// Guide 002 lists each post's title and body; Daybook adds its author. A row's body is one
    /// paragraph (its line breaks as spaces), for a front end to clamp.
    @Test func rowsShowTitleBodyAndAuthor() throws {
        let list = english.list(try PostPage(feed: Self.feed(), search: try PostSearch(""), number: 1))
        #expect(list.rows.map(\.title) == ["sunt aut facere", "qui est esse"])
        #expect(list.rows.map(\.body) == ["quia et suscipit suscipit recusandae", "est rerum tempore"])
        #expect(list.rows.map(\.author) == ["Leanne Graham", "Unknown author"])
        #expect(list.pageLabel == "Page 1 of 1 · 2 posts")
        #expect(list.emptyMessage == nil && list.staleNotice == nil)
    }

    @Test func emptyListsSayWhy() throws {
        let none = PostFeed(posts: [], freshness: Self.freshness(.network))
        #expect(
            english.list(try PostPage(feed: none, search: try PostSearch(""), number: 1)).emptyMessage
                == "There are no posts."
        )
        let noMatch = japanese.list(try PostPage(feed: Self.feed(), search: PostSearch("zzz"), number: 1))
        #expect(noMatch.emptyMessage == "「zzz」に一致する投稿はありません。")
        #expect(noMatch.pageLabel == "1/1ページ・0件")
    }

    @Test func staleListsAndPostsSayHowOld() throws {
        let stale = english.list(
            try PostPage(feed: Self.feed(origin: .stale, age: 7_200), search: try PostSearch(""), number: 1))
        #expect(stale.staleNotice == "Could not update: these posts are from 2 h ago.")
        let detail = japanese.detail(
            PostDetail(item: Self.feed().posts[0], freshness: Self.freshness(.stale, age: 300)))
        #expect(detail.staleNotice == "更新できませんでした。5分前の投稿です。")
    }

    @Test func detailHasTheBylineOrUnknown() {
        let feed = Self.feed()
        #expect(
            english.detail(PostDetail(item: feed.posts[0], freshness: Self.freshness(.network, age: 0))).byline
                == "by Leanne Graham (@Bret) <Sincere@april.biz>")
        #expect(
            english.detail(PostDetail(item: feed.posts[1], freshness: Self.freshness(.cache, age: 0))).byline
                == "Unknown author")
    }

    @Test func jsonKeepsAuthorsAndSaysWhereFrom() throws {
        let page = try PostPage(feed: Self.feed(origin: .stale, age: 61.5), search: try PostSearch(""), number: 1)
        let json = english.json(page)
        #expect(json.posts[0].author?.username == "Bret" && json.posts[1].author == nil)
        #expect(json.freshness == FreshnessJSON(source: "stale", stale: true, ageSeconds: 61) && json.total == 2)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.posts[1].json(style: .pretty))) as? [String: Any])
        #expect(object["author"] is NSNull, "an unknown author is null, not a missing key")
    }
}
