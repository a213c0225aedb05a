import DaybookComposition

/// A live page as its feature declares it, in the feature's own folder (``LiveTodoListPage``…):
/// the path it is live at, and how it is made for a visit, its view model made by the container's
/// factory for that screen, the one the terminal app's screen is made by. ``LivePages/all`` lists
/// them; nothing else in the channel names a page.
@MainActor
protocol LivePageRoute: LivePage {
    /// The page's path: an address with it (and any query) is this page, and live.
    nonisolated static var path: String { get }

    /// The page for `visit`, bound to a new view model opened on what its address asks for (a
    /// search, a filter, a page, a city). Throws for settings it cannot work with: the page then
    /// says so itself, without the channel.
    static func make(for visit: LiveVisit) throws(SettingProblem) -> Self
}
