import Clocks
import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

@MainActor
@Suite("PostListViewModel and PostViewModel: pages, search, a post", .timeLimit(.minutes(1)))
struct PostViewModelTests {
    let repository = FakePostRepository(count: 45)
    let clock = TestClock()
    let router = RecordingPostRouter()

    func makeList() -> PostListViewModelImpl {
        PostListViewModelImpl(
            listPosts: ListPostsInteractor(repository: repository), router: router,
            localizer: Localizer(language: .english), clock: clock)
    }

    @Test func pagesMoveWithinTheList() async {
        let viewModel = makeList()
        viewModel.onAppear()
        #expect(await settled { viewModel.state.list != nil })
        #expect(viewModel.state.items.count == PostPage.size && viewModel.state.items.first?.id == 1)
        #expect(!viewModel.state.hasPreviousPage && viewModel.state.hasNextPage && !viewModel.state.isEmpty)
        #expect(viewModel.state.items.first?.author.contains("山田花子") == true)
        viewModel.previousPage()
        #expect(viewModel.state.page == 1)
        viewModel.nextPage()
        viewModel.nextPage()
        #expect(await settled { viewModel.state.list?.page == 3 })
        #expect(viewModel.state.items.map(\.id) == Array(41...45))
        #expect(viewModel.state.hasPreviousPage && !viewModel.state.hasNextPage)
        viewModel.nextPage()
        #expect(viewModel.state.page == 3)
        // Appearing again keeps the page: the list is not read again.
        let reads = await repository.feedReads.count
        viewModel.onAppear()
        #expect(await repository.feedReads.count == reads)
    }

    @Test func aSearchStartsOnItsFirstPageAfterThePause() async {
        let viewModel = makeList()
        viewModel.onAppear()
        #expect(await settled { viewModel.state.list != nil })
        viewModel.nextPage()
        #expect(await settled { viewModel.state.list?.page == 2 })
        viewModel.searchTextChanged("qui est")
        await clock.advance(by: .milliseconds(299))
        #expect(viewModel.state.query == "" && viewModel.state.isSearchPending)
        await clock.advance(by: .milliseconds(1))
        #expect(await settled { viewModel.state.list?.search == "qui est" })
        #expect(viewModel.state.page == 1 && viewModel.state.items.allSatisfy { $0.title.hasPrefix("qui est") })
        #expect(viewModel.state.items.count == 15 && !viewModel.state.showNoResults)

        viewModel.searchTextChanged("nothing like this")
        await clock.advance(by: .milliseconds(300))
        #expect(await settled { viewModel.state.showNoResults })
        #expect(!viewModel.state.isEmpty && viewModel.state.list?.emptyMessage != nil)

        viewModel.searchTextChanged("")
        #expect(await settled { viewModel.state.list?.search == "" })
        #expect(viewModel.state.items.count == PostPage.size)
    }

    @Test func refreshGoesPastTheCacheAndSelectingOpensThePost() async {
        let viewModel = makeList()
        await viewModel.refresh()
        #expect(await repository.feedReads == [true])
        viewModel.select(id: 7)
        #expect(router.shown == [7])
    }

    @Test func aPostShowsItsAuthorAndClosesThroughTheRouter() async {
        let viewModel = PostViewModelImpl(
            id: 4, showPost: ShowPostInteractor(repository: repository), router: router,
            localizer: Localizer(language: .english))
        viewModel.onAppear()
        #expect(await settled { viewModel.state.detail != nil })
        #expect(
            viewModel.state.detail?.title == "sunt aut 4" && viewModel.state.detail?.byline.contains("Leanne") == true)
        viewModel.close()
        #expect(router.closed == 1)

        let missing = PostViewModelImpl(
            id: 999, showPost: ShowPostInteractor(repository: repository), router: router,
            localizer: Localizer(language: .japanese))
        await missing.refresh()
        #expect(missing.state.alert?.title == "入力内容を確認してください" && missing.state.detail == nil)
    }
}
