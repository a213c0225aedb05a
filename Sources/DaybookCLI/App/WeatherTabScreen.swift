/// What the app asks of the Weather tab beyond any screen's part: the city it found (for the
/// dashboard's card), whether it has one yet, and to show one (the dashboard's card was opened).
@MainActor
protocol WeatherTabScreen: AppScreen {
    var foundCity: String? { get }
    var needsCity: Bool { get }
    func show(city: String)
    /// Opens the city field, ready for typing.
    func beginTyping()
}
