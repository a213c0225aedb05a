/// What the app asks of the Weather tab beyond any screen's part: the city it found (for the
/// dashboard's card), and to show one (the dashboard's card was opened).
@MainActor
protocol WeatherTabScreen: AppScreen {
    var foundCity: String? { get }
    func show(city: String)
}
