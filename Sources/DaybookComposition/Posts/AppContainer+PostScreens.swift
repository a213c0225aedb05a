import DaybookDomain
import DaybookPresentation

/// The post screens' modules, for a stateful front end.
extension AppContainer {
    /// The post list, opened on `initial` (a search, a page), which asks `router` to open a post,
    /// shown on this machine or `on` a server (a live page). Fails when the posts settings are
    /// unusable.
    @MainActor
    public func makePostListViewModel(
        router: any PostListRouter, language: Language? = nil, initial: PostListScreenState = PostListScreenState(),
        on server: ServerScreens? = nil
    ) throws(SettingProblem) -> PostListViewModelImpl {
        PostListViewModelImpl(
            posts: PostInteractor(repository: try postRepository.get()), router: router,
            localizer: screenLocalizer(language, on: server), initial: initial)
    }

    /// Post `id`'s screen, which asks `router` to close it.
    @MainActor
    public func makePostViewModel(id: Int, router: any PostRouter, language: Language? = nil) throws(SettingProblem)
        -> PostViewModelImpl
    {
        let localizer = localizer(for: language)
        return PostViewModelImpl(
            id: id, posts: PostInteractor(repository: try postRepository.get()),
            router: router, localizer: localizer)
    }
}
