import DaybookTestSupport

@testable import DaybookCLI

/// The terminal app's tabs as `AppCommand` makes them from a container, in the order
/// `TerminalTabs.all` gives them, but over the screens a test passes: a fake view model's, or
/// one that only records what is done to it.
@MainActor
enum TestTabs {
    static func make(
        dashboard: any AppScreen, weather: WeatherScreen<FakeWeatherViewModel>, todos: any AppScreen,
        posts: any AppScreen, profile: any AppScreen, cityFound: @escaping @MainActor (String) -> Void,
        todo: @escaping @MainActor (String) -> any AppScreen, post: @escaping @MainActor (Int) -> (any AppScreen)?
    ) -> [any TerminalTab] {
        let made: [any TerminalTab] = [
            DashboardTab(screen: dashboard, cityFound: cityFound), WeatherTab(screen: weather),
            TodoTab(screen: todos, todo: todo), PostTab(screen: posts, post: post), ProfileTab(screen: profile),
        ]
        return TerminalTabs.all.compactMap { tab in made.first { type(of: $0) == tab } }
    }
}
