import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

/// Counted texts follow each language's plural rule: English says "1 todo" and "2 todos" (and
/// "0 todos"); Japanese has one form for every count ("1件", "2件").
@Suite("Counted texts in each language's plural forms")
struct PluralTests {
    let module = TodoTestModule()

    func controller(_ language: Language) -> TodoController {
        TodoController(todos: module.todos, localizer: Localizer(language: language))
    }

    @Test func importsAreCountedInTheRightForm() async throws {
        let english = controller(.english)
        #expect(try await english.importLines("one").message == "Imported 1 todo.")
        #expect(try await english.importLines("two\nthree").message == "Imported 2 todos.")
        #expect(try await english.importLines("\n").message == "Imported 0 todos.")
        #expect(try await controller(.japanese).importLines("四").message == "1件のタスクを読み込みました。")
    }

    @Test func clearingIsCountedInTheRightForm() async throws {
        let english = controller(.english)
        _ = try await english.add(title: "a")
        _ = try await english.add(title: "b")
        _ = try await english.toggle("00000000-0000-0000-0000-000000000001")
        #expect(try await english.clearCompleted().message == "Cleared 1 completed todo.")
        #expect(try await english.clearCompleted().message == "Cleared 0 completed todos.")
        _ = try await english.add(title: "c")
        _ = try await english.add(title: "d")
        _ = try await english.toggle("00000000-0000-0000-0000-000000000003")
        _ = try await english.toggle("00000000-0000-0000-0000-000000000004")
        #expect(try await english.clearCompleted().message == "Cleared 2 completed todos.")
    }

    @Test func aPageOfPostsCountsItsPosts() throws {
        let feed = PostFeed(
            posts: AuthoredPost.joining([Post(id: 1, authorID: 1, title: "only", body: "one")], authors: []),
            freshness: Freshness(origin: .network, fetchedAt: TestDateSource.start, age: 0))
        let page = try PostPage(feed: feed, search: try PostSearch(""), number: 1)
        #expect(PostPresenter(localizer: Localizer(language: .english)).list(page).pageLabel == "Page 1 of 1 · 1 post")
        #expect(PostPresenter(localizer: Localizer(language: .japanese)).list(page).pageLabel == "1/1ページ・1件")
    }

    /// Every `One` form has its `other` beside it; Japanese, which has no plural forms, words the
    /// two alike, and English tells them apart.
    @Test func everyOneFormHasItsOtherFormAndJapaneseWordsThemAlike() throws {
        let pairs = LocalizationTests.catalogs.flatMap { catalog in
            catalog.cases.filter { $0.hasSuffix("One") }.map { (catalog, $0, String($0.dropLast(3))) }
        }
        #expect(pairs.count >= 4)
        for (catalog, one, other) in pairs {
            #expect(catalog.cases.contains(other), "\(catalog.name).\(one) has no \(other)")
            let wordings = try #require(catalog.wordings[one])
            let others = try #require(catalog.wordings[other])
            #expect(wordings["japanese"] == others["japanese"], "\(catalog.name).\(one) in Japanese")
            #expect(wordings["english"] != others["english"], "\(catalog.name).\(one) in English")
        }
    }

    @Test func eachLanguageHasItsRule() {
        #expect([0, 1, 2, 11, 21].map { PluralCategory($0, in: .english) } == [.other, .one, .other, .other, .other])
        #expect([0, 1, 2].map { PluralCategory($0, in: .japanese) } == [.other, .other, .other])
    }

    @Test func aWaitOfOneSecondIsOneSecond() {
        let presenter = ErrorPresenter(localizer: Localizer(language: .english), vocabulary: ErrorVocabulary())
        #expect(
            presenter.present(.rateLimited(retryAfterSeconds: 1)).message == "Too many requests. Try again in 1 second."
        )
        #expect(
            presenter.present(.rateLimited(retryAfterSeconds: 30)).message
                == "Too many requests. Try again in 30 seconds.")
    }
}
