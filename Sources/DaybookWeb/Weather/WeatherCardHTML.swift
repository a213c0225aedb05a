import DaybookPresentation

/// The weather card as HTML: icon, temperature, description, details, the stale notice, and
/// today's temperatures as a chart when the provider sent them.
struct WeatherCardHTML {
    let localize: Localizer

    init(localizer: Localizer) {
        localize = localizer
    }

    func render(_ card: WeatherCardViewState, headingLevel: Int = 2) -> HTML {
        let details: [HTML] = card.details.map { "<li>\($0)</li>" }
        let stale: HTML? = card.staleNotice.map { "<p class=\"notice\" role=\"status\">\($0)</p>" }
        let chart: HTML? =
            card.hourly.isEmpty
            ? nil
            : TemperatureChart(points: card.hourly).render(
                caption: localize(WeatherPageText.hourlyTitle))
        let heading: HTML = headingLevel == 2 ? "<h2>\(card.place)</h2>" : "<h3>\(card.place)</h3>"
        return """
            <section class="card weather" aria-label="\(card.place)">
            \(heading)
            \(WeatherIcon.svg(named: card.iconName))
            <p class="temperature">\(card.temperature)</p>
            <p class="description">\(card.description)</p>
            <ul class="details">\(details)</ul>
            \(stale)
            \(chart)
            </section>
            """
    }
}
