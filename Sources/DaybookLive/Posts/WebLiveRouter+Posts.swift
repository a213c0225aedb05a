import DaybookPresentation

/// A post opened from a live page (the list, or the dashboard's card) is its own page.
extension WebLiveRouter: PostListRouter {
    func showPost(id: Int) { go("/posts/\(id)") }
}
