import DaybookPresentation

/// The post list opens a post on the Posts tab; the post's screen goes back to the list.
extension AppRouter: PostListRouter, PostRouter {
    func showPost(id: Int) {
        guard let posts = app?.select(PostTab.self), let screen = posts.post(id) else { return }
        app?.push(screen)
    }

    func closePost() { app?.pop() }
}
