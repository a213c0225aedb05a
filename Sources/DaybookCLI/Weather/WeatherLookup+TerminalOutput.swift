import DaybookPresentation

extension WeatherLookup: TerminalOutput {
    var text: String { WeatherCardRenderer().render(card) }
}
