import Clocks
import DaybookData
import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

// A guard against a hang, not a timing: these tests run on the main actor, which the whole run
// can keep busy for over a minute while every suite starts at once on a two-core machine.
@MainActor
@Suite("PostListViewModel and PostViewModel: pages, search, a post", .timeLimit(.minutes(3)))
struct PostViewModelTests {
    let repository = FakePostRepository(count: 45)
    let clock = TestClock()
    let router = RecordingPostRouter()

    func makeList() -> PostListViewModelImpl {
        PostListViewModelImpl(
            posts: PostInteractor(repository: repository), router: router,
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
            id: 4, posts: PostInteractor(repository: repository), router: router,
            localizer: Localizer(language: .english))
        viewModel.onAppear()
        #expect(await settled { viewModel.state.detail != nil })
        #expect(
            viewModel.state.detail?.title == "sunt aut 4" && viewModel.state.detail?.byline.contains("Leanne") == true)
        viewModel.close()
        #expect(router.closed == 1)

        let missing = PostViewModelImpl(
            id: 999, posts: PostInteractor(repository: repository), router: router,
            localizer: Localizer(language: .japanese))
        await missing.refresh()
        #expect(missing.state.alert?.title == "エラー" && missing.state.detail == nil)
    }

    // MARK: - Search as you type, against reads the test answers in its own order

    /// A post list whose reads each wait until the test lets them through (by search), over the
    /// 45 posts of ``repository``: "qui est" matches 15 of them, "sunt aut" 30.
    func makeGatedList() -> (PostListViewModelImpl, GatedPostList) {
        let gated = GatedPostList(PostInteractor(repository: repository))
        let viewModel = PostListViewModelImpl(
            posts: gated, router: router, localizer: Localizer(language: .english), clock: clock)
        return (viewModel, gated)
    }

    @Test func duplicatesAndEmptyTextAreDropped() async {
        let (viewModel, gated) = makeGatedList()
        for text in ["", "   "] {
            viewModel.searchTextChanged(text)
            await clock.advance(by: .milliseconds(300))
        }
        viewModel.searchTextChanged("sunt")
        viewModel.searchTextChanged("")
        await clock.advance(by: .milliseconds(300))
        #expect(await gated.gate.asked.isEmpty)

        viewModel.searchTextChanged("qui est")
        await clock.advance(by: .milliseconds(300))
        #expect(await gated.gate.arrival(of: "qui est"))
        for text in ["qui est ", " qui est"] {
            viewModel.searchTextChanged(text)
            await clock.advance(by: .milliseconds(300))
        }
        await gated.gate.answer("qui est", with: ())
        #expect(await settled { viewModel.state.list?.search == "qui est" })
        #expect(viewModel.state.items.count == 15)
        viewModel.searchTextChanged("sunt aut")
        await clock.advance(by: .milliseconds(300))
        #expect(await gated.gate.arrival(of: "sunt aut"))
        #expect(await gated.gate.asked == ["qui est", "sunt aut"])
        #expect(await gated.cancelled.values.isEmpty, "no read was cancelled: none was replaced")
        await gated.gate.answer("sunt aut", with: ())
        #expect(await settled { viewModel.state.list?.search == "sunt aut" })
    }

    @Test func aNewerSearchCancelsTheOlderWhoseLaterAnswerNeverReplacesIt() async {
        let (viewModel, gated) = makeGatedList()
        viewModel.searchTextChanged("qui est")
        await clock.advance(by: .milliseconds(300))
        #expect(await gated.gate.arrival(of: "qui est"))
        viewModel.searchTextChanged("sunt aut")
        await clock.advance(by: .milliseconds(300))
        #expect(await gated.gate.arrival(of: "sunt aut"))

        await gated.gate.answer("sunt aut", with: ())
        #expect(await settled { viewModel.state.list?.search == "sunt aut" })
        await gated.gate.answer("qui est", with: ())
        #expect(await gated.cancelled.arrival(of: "qui est"))
        #expect(viewModel.state.list?.search == "sunt aut" && viewModel.state.query == "sunt aut")
        #expect(viewModel.state.items.allSatisfy { $0.title.hasPrefix("sunt aut") } && !viewModel.state.isLoading)
    }

    @Test func anOlderAnswerArrivingFirstIsNotShownEither() async {
        let (viewModel, gated) = makeGatedList()
        viewModel.searchTextChanged("qui est")
        await clock.advance(by: .milliseconds(300))
        #expect(await gated.gate.arrival(of: "qui est"))
        viewModel.searchTextChanged("sunt aut")
        await clock.advance(by: .milliseconds(300))
        #expect(await gated.gate.arrival(of: "sunt aut"))

        await gated.gate.answer("qui est", with: ())
        #expect(await gated.cancelled.arrival(of: "qui est"))
        #expect(viewModel.state.list == nil && viewModel.state.isLoading)
        await gated.gate.answer("sunt aut", with: ())
        #expect(await settled { viewModel.state.list?.search == "sunt aut" })
        #expect(viewModel.state.items.allSatisfy { $0.title.hasPrefix("sunt aut") })
    }

    @Test func leavingTheScreenCancelsTheReadInFlight() async {
        let (viewModel, gated) = makeGatedList()
        viewModel.onAppear()
        #expect(await gated.gate.arrival(of: ""))
        await gated.gate.answer("", with: ())
        #expect(await settled { viewModel.state.list != nil })
        viewModel.searchTextChanged("qui est")
        await clock.advance(by: .milliseconds(300))
        #expect(await gated.gate.arrival(of: "qui est"))
        viewModel.onDisappear()
        #expect(!viewModel.state.isLoading)
        await gated.gate.answer("qui est", with: ())
        #expect(await gated.cancelled.arrival(of: "qui est"))
        #expect(viewModel.state.list?.search == "" && viewModel.state.items.count == PostPage.size)

        // A keystroke waiting for its pause is dropped too.
        viewModel.searchTextChanged("sunt aut")
        viewModel.onDisappear()
        await clock.advance(by: .seconds(1))
        #expect(await gated.gate.asked == ["", "qui est"])
    }

    @Test func comingBackReadsTheSearchOrThePageLeftUnfinished() async {
        let (viewModel, gated) = makeGatedList()
        viewModel.onAppear()
        #expect(await gated.gate.arrival(of: ""))
        await gated.gate.answer("", with: ())
        #expect(await settled { viewModel.state.list != nil })
        viewModel.searchTextChanged("qui est")
        await clock.advance(by: .milliseconds(300))
        #expect(await gated.gate.arrival(of: "qui est"))
        viewModel.onDisappear()
        await gated.gate.answer("qui est", with: ())
        #expect(await gated.cancelled.arrival(of: "qui est"))

        // Back on the screen, the list shown is the search's, not the one before it.
        viewModel.onAppear()
        #expect(await gated.gate.arrival(of: "qui est"))
        await gated.gate.answer("qui est", with: ())
        #expect(await settled { viewModel.state.list?.search == "qui est" })
        #expect(viewModel.state.items.count == 15)

        // The same for another page: the page asked for is the page shown.
        viewModel.searchTextChanged("sunt aut")
        await clock.advance(by: .milliseconds(300))
        #expect(await gated.gate.arrival(of: "sunt aut"))
        await gated.gate.answer("sunt aut", with: ())
        #expect(await settled { viewModel.state.list?.search == "sunt aut" })
        viewModel.nextPage()
        #expect(await gated.gate.arrival(of: "sunt aut"))
        viewModel.onDisappear()
        await gated.gate.answer("sunt aut", with: ())
        #expect(await gated.cancelled.arrival(of: "sunt aut"))
        viewModel.onAppear()
        #expect(await gated.gate.arrival(of: "sunt aut"))
        await gated.gate.answer("sunt aut", with: ())
        #expect(await settled { viewModel.state.list?.page == 2 })
        #expect(viewModel.state.page == 2 && viewModel.state.items.first?.title == "sunt aut 31")
        viewModel.onDisappear()
    }

    // MARK: - Stale answers from the offline-first cache

    @Test func aListServedStaleFromTheCacheSaysSo() async {
        let remote = SwitchablePostRemote()
        let dates = TestDateSource()
        let posts = OfflineFirstPostRepository(
            remote: remote, cache: InMemoryCacheStore(), dates: dates, maximumAge: 600)
        let viewModel = PostListViewModelImpl(
            posts: PostInteractor(repository: posts), router: router,
            localizer: Localizer(language: .english), clock: clock)
        viewModel.onAppear()
        #expect(await settled { viewModel.state.list != nil })
        #expect(!viewModel.state.isStale && viewModel.state.list?.staleNotice == nil)

        // An hour later the service is offline: the cached list, marked stale.
        remote.fail(with: .offline)
        dates.advance(seconds: 3_600)
        await viewModel.refresh()
        #expect(viewModel.state.isStale)
        #expect(viewModel.state.list?.staleNotice != nil && viewModel.state.items.count == 2)
        #expect(viewModel.state.alert == nil)
    }

    @Test func aPostServedStaleFromTheCacheSaysSo() async {
        let remote = SwitchablePostRemote()
        let dates = TestDateSource()
        let posts = OfflineFirstPostRepository(
            remote: remote, cache: InMemoryCacheStore(), dates: dates, maximumAge: 600)
        let first = PostViewModelImpl(
            id: 1, posts: PostInteractor(repository: posts), router: router,
            localizer: Localizer(language: .english))
        first.onAppear()
        #expect(await settled { first.state.detail != nil })
        #expect(!first.state.isStale && first.state.detail?.staleNotice == nil)
        // The feed is cached too, as the list reads it.
        _ = try? await PostInteractor(repository: posts).list(page: 1, search: "", refresh: false)

        remote.fail(with: .offline)
        dates.advance(seconds: 3_600)
        await first.refresh()
        #expect(first.state.isStale && first.state.detail?.title == "sunt aut 1")
        // A post never opened before comes from the cached feed, stale as well.
        let second = PostViewModelImpl(
            id: 2, posts: PostInteractor(repository: posts), router: router,
            localizer: Localizer(language: .english))
        await second.refresh()
        #expect(second.state.isStale && second.state.detail?.title == "sunt aut 2")
        #expect(second.state.alert == nil)
    }
}
