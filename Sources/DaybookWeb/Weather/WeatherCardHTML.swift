import DaybookPresentation

/// The weather card as HTML: icon, temperature, description, details, the stale notice, and
/// today's temperatures as a chart when the provider sent them. A report that says nothing of the
/// sky has neither icon nor description: a question mark and "No description" would tell nothing.
package struct WeatherCardHTML {
    let localize: Localizer

    package init(localizer: Localizer) {
        localize = localizer
    }

    package func render(_ card: WeatherCardViewState, headingLevel: Int = 2) -> HTML {
        let details: [HTML] = card.details.map { "<li>\($0)</li>" }
        let stale: HTML? = card.staleNotice.map { "<p class=\"notice\" role=\"status\">\($0)</p>" }
        let chart: HTML? =
            card.hourly.isEmpty
            ? nil
            : TemperatureChart(points: card.hourly).render(
                caption: localize(WeatherPageText.hourlyTitle))
        let heading: HTML = headingLevel == 2 ? "<h2>\(card.place)</h2>" : "<h3>\(card.place)</h3>"
        let icon: HTML? = WeatherIcon.drawing(named: card.iconName) == nil ? nil : WeatherIcon.svg(named: card.iconName)
        let description: HTML? = card.isDescribed ? "<p class=\"description\">\(card.description)</p>" : nil
        return """
            <section class="card weather" aria-label="\(card.place)">
            \(heading)
            \(icon)
            <p class="temperature">\(card.temperature)</p>
            \(description)
            <ul class="details">\(details)</ul>
            \(stale)
            \(chart)
            </section>
            """
    }
}
