import DaybookPresentation

/// The Posts tab: a page of posts (``PostListScreen``), and a post on its own (``PostScreen``)
/// pushed over it when one is opened.
struct PostTab: TerminalTab {
    static let title: any LocalizedText = PostTabText.title

    let screen: any AppScreen
    /// What ``AppRouter/showPost(id:)`` pushes onto the tab: the post's own screen.
    let post: @MainActor (Int) -> (any AppScreen)?

    static func make(in context: TerminalTabContext) throws -> PostTab {
        let (container, router) = (context.container, context.router)
        return PostTab(
            screen: PostListScreen(model: try container.makePostListViewModel(router: router)),
            // The list was made from the same settings: a post's screen cannot fail once it was.
            post: { id in (try? container.makePostViewModel(id: id, router: router)).map(PostScreen.init) })
    }
}
