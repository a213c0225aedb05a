import DaybookDomain
import DaybookPresentation

/// The post screens' modules, for a stateful front end.
extension AppContainer {
    /// The post list, which asks `router` to open a post. Fails when the posts settings are
    /// unusable.
    @MainActor
    public func makePostListViewModel(router: any PostListRouter, language: Language? = nil) throws(SettingProblem)
        -> PostListViewModelImpl
    {
        let localizer = localizer(for: language)
        return PostListViewModelImpl(
            posts: PostInteractor(repository: try postRepository.get()), router: router,
            localizer: localizer)
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
