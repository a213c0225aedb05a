import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

@testable import DaybookCLI

@MainActor
@Suite("The terminal app's Posts tab, drawn with a fake view model", .timeLimit(.minutes(3)))
struct PostListScreenTests {
    static let leanne = Author(id: 1, name: "Leanne Graham", username: "Bret", email: "Sincere@april.biz")

    func listed(_ posts: [Post]) throws -> FakePostListViewModel {
        let model = FakePostListViewModel()
        let feed = PostFeed(
            posts: AuthoredPost.joining(posts, authors: [Self.leanne]),
            freshness: Freshness(origin: .network, fetchedAt: TestDateSource.start, age: 0))
        model.state.list = PostPresenter(localizer: Localizer(language: .english))
            .list(try PostPage(feed: feed, search: PostSearch(""), number: 1))
        return model
    }

    /// Guide 002 lists each post's title and body: the title, then a dimmed line with the author
    /// and the body's start, cut to the screen's width.
    @Test func eachPostIsItsTitleThenADimmedLineWithItsAuthorAndBody() throws {
        let model = try listed([
            Post(
                id: 1, authorID: 1, title: "sunt aut facere", body: "quia et suscipit\nsuscipit recusandae consequuntur"
            ),
            Post(id: 2, authorID: 9, title: "qui est esse", body: "est rerum"),
        ])
        var buffer = ScreenBuffer(size: TerminalSize(rows: 12, columns: 44))
        PostListScreen(model: model).draw(
            into: &buffer, in: TerminalRect(row: 0, column: 0, rows: 12, columns: 44),
            style: AppStyle(localizer: Localizer(language: .english)))
        let lines = buffer.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        #expect(lines[2] == "sunt aut facere")
        #expect(lines[3] == "  Leanne Graham — quia et suscipit suscipit…")
        #expect(lines[4] == "qui est esse")
        #expect(lines[5] == "  Unknown author — est rerum")
        let secondary = AppStyle(localizer: Localizer(language: .english)).secondary
        #expect((0..<44).allSatisfy { buffer[3, $0].style == secondary }, "the second line is dimmed")
    }
}
