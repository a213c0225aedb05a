import DaybookPresentation

/// The Dashboard tab: a card per feature (``DashboardScreen``), each opening its feature's tab.
/// When the Weather tab is left, the city it found becomes the weather card's.
struct DashboardTab: TerminalTab {
    static let title: any LocalizedText = DashboardTabText.title

    let screen: any AppScreen
    /// Tells the dashboard the city the Weather tab found.
    let cityFound: @MainActor (String) -> Void

    static func make(in context: TerminalTabContext) throws -> DashboardTab {
        let model = try context.container.makeDashboardViewModel(
            router: context.router, city: context.city, for: context.person)
        return DashboardTab(screen: DashboardScreen(model: model), cityFound: { model.cityChanged($0) })
    }

    func left(_ tab: any TerminalTab) {
        if let weather = tab as? WeatherTab, let city = weather.foundCity() { cityFound(city) }
    }
}
