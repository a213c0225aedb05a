import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import Testing

@testable import DaybookWeb

@Suite("Weather icons and the temperature chart")
struct WeatherCardPartsTests {
    static let iconNames = WeatherCondition.allCases.map { WeatherPresenter.iconName(for: $0) }
    static let questionMark = WeatherIcon.svg(named: WeatherPresenter.iconName(for: nil)).markup

    @Test("every icon the presenter names is drawn, not the question mark", arguments: iconNames)
    func everyIconIsDrawn(name: String) {
        #expect(WeatherIcon.drawing(named: name) != nil, "\(name) has no drawing")
        let svg = WeatherIcon.svg(named: name).markup
        #expect(svg.contains("data-icon=\"\(name)\""))
        #expect(svg.contains("aria-hidden=\"true\"") && svg.contains("viewBox=\"0 0 64 64\""))
        #expect(svg.contains("stroke=\"currentColor\""))
        #expect(Self.shapes(of: svg) != Self.shapes(of: Self.questionMark))
    }

    @Test func everyIconIsDrawnDifferently() {
        let drawings = Self.iconNames.compactMap { WeatherIcon.drawing(named: $0)?.markup }
        #expect(Set(drawings).count == Self.iconNames.count)
    }

    @Test func onlyNoConditionIsTheQuestionMark() {
        #expect(WeatherIcon.drawing(named: WeatherPresenter.iconName(for: nil)) == nil)
        #expect(Self.questionMark.contains("data-icon=\"questionmark.circle\""))
        #expect(Self.shapes(of: WeatherIcon.svg(named: "no.such.symbol").markup) == Self.shapes(of: Self.questionMark))
    }

    /// A report with no condition and no words of the provider's has nothing to describe: the
    /// card leaves out the line ("No description") and its question mark.
    @Test func aCardWithoutAConditionLeavesOutItsDescriptionLine() {
        let observed = Date(timeIntervalSince1970: 1_758_466_800)
        let weather = Weather(
            city: "Tokyo", country: "JP", temperature: 21, condition: nil, description: nil, observedAt: observed,
            utcOffsetSeconds: 32_400, hourly: [])
        let card = WeatherPresenter(localizer: Localizer(language: .english)).card(
            for: WeatherReport(weather: weather, freshness: .fetched(at: observed)))
        let html = WeatherCardHTML(localizer: Localizer(language: .english)).render(card).markup
        #expect(html.contains("21.0℃"))
        #expect(!html.contains("No description") && !html.contains("class=\"description\""))
        #expect(!html.contains("questionmark.circle"), "no question mark for what was never said")
        let rainy = Weather(
            city: "Tokyo", country: "JP", temperature: 21, condition: .rain, description: nil, observedAt: observed,
            utcOffsetSeconds: 32_400, hourly: [])
        let rain = WeatherCardHTML(localizer: Localizer(language: .english)).render(
            WeatherPresenter(localizer: Localizer(language: .english)).card(
                for: WeatherReport(weather: rainy, freshness: .fetched(at: observed)))
        ).markup
        #expect(rain.contains("<p class=\"description\">Rain</p>") && rain.contains("cloud.rain.fill"))
    }

    /// What an icon draws: its markup after the opening tag.
    static func shapes(of svg: String) -> Substring {
        svg.drop { $0 != ">" }
    }

    // MARK: - The chart

    /// A day in Tokyo from 00:00 to 23:00, lowest (18.4℃) at 04:00 and highest (29.8℃) at 14:00.
    static let day: [Double] = [
        20.1, 19.6, 19.2, 18.8, 18.4, 18.9, 19.7, 21.3, 23.0, 24.8, 26.3, 27.6,
        28.5, 29.3, 29.8, 29.5, 28.7, 27.2, 25.6, 24.2, 23.1, 22.3, 21.5, 20.9,
    ]

    static func chart(_ temperatures: [Double]) -> String {
        let midnight = Date(timeIntervalSince1970: 1_758_466_800)  // 2025-09-22T00:00 in Tokyo
        let weather = Weather(
            city: "Tokyo", country: "JP", temperature: temperatures.first ?? 0, condition: .clear, description: nil,
            observedAt: midnight, utcOffsetSeconds: 32_400,
            hourly: temperatures.indices.map {
                HourlyTemperature(time: midnight.addingTimeInterval(Double($0) * 3_600), temperature: temperatures[$0])
            })
        let card = WeatherPresenter(localizer: Localizer(language: .english)).card(
            for: WeatherReport(weather: weather, freshness: .fetched(at: midnight)))
        return TemperatureChart(points: card.hourly).render(caption: "Today, hour by hour").markup
    }

    struct Label: Equatable {
        let x: Double
        let y: Double
        let anchor: String
        let text: String
    }

    static func labels(in svg: String) -> [Label] {
        svg.matches(of: /<text x="([-0-9.]+)" y="([-0-9.]+)"[^>]*text-anchor="(\w+)"[^>]*>([^<]*)<\/text>/).map {
            Label(
                x: Double($0.output.1)!, y: Double($0.output.2)!, anchor: String($0.output.3), text: String($0.output.4)
            )
        }
    }

    @Test func theChartLabelsBothEndsOfBothAxes() throws {
        let svg = Self.chart(Self.day)
        let labels = Self.labels(in: svg)
        let hours = labels.filter { $0.text.contains(":") }
        #expect(hours.map(\.text) == ["00:00", "06:00", "12:00", "18:00", "23:00"])
        let temperatures = labels.filter { $0.text.hasSuffix("℃") }
        #expect(temperatures.map(\.text) == ["29.8℃", "18.4℃"], "the high, then the low")
        let high = try #require(temperatures.first)
        let low = try #require(temperatures.last)
        #expect(high.y < low.y, "the high is above the low")
        #expect(temperatures.allSatisfy { $0.anchor == "end" && $0.x < hours[0].x }, "left of the plot")
        // Each temperature sits level with its point on the line.
        let points = try #require(svg.firstMatch(of: /<polyline points="([^"]*)"/)).output.1.split(separator: " ")
        try #require(points.count == 24, "one point per hour")
        let ys = points.compactMap { $0.split(separator: ",").last.flatMap { Double($0) } }
        #expect(ys[14] == high.y && ys[4] == low.y)
    }

    @Test func theChartIsReadableOnAPhone() throws {
        let svg = Self.chart(Self.day)
        let viewBox = try #require(svg.firstMatch(of: /viewBox="0 0 (\d+) (\d+)"/))
        let width = try #require(Double(viewBox.output.1))
        #expect((320...400).contains(width), "about a phone's width, so text is not shrunk much")
        let fontSizes = svg.matches(of: /font-size="(\d+)"/).compactMap { Double($0.output.1) }
        #expect(!fontSizes.isEmpty)
        // Scaled down to 300 CSS pixels wide, every label is still at least 10.5 px.
        #expect(fontSizes.allSatisfy { $0 * 300 / width >= 10.5 }, "\(fontSizes)")
        // Hour labels are centred on their points, ~5 characters of ~0.6 em: they never overlap
        // and none sticks out of the view box.
        let fontSize = try #require(fontSizes.max())
        let halfLabel = 5 * 0.6 * fontSize / 2
        let hours = Self.labels(in: svg).filter { $0.text.contains(":") }
        for (left, right) in zip(hours, hours.dropFirst()) {
            #expect(right.x - left.x > 2 * halfLabel + 4, "\(left.text) and \(right.text) overlap")
        }
        #expect(hours.allSatisfy { $0.x - halfLabel >= 0 && $0.x + halfLabel <= width })
    }

    @Test func theChartKeepsItsTextAlternativeAndCaption() {
        let svg = Self.chart(Self.day)
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("aria-label=\"00:00 20.1℃, 01:00 19.6℃,"))
        #expect(svg.contains("23:00 20.9℃\""))
        #expect(svg.contains("<figcaption>Today, hour by hour</figcaption>"))
    }

    @Test(
        "short and flat days are labelled too",
        arguments: [
            ([21.0, 25.0], ["00:00", "01:00"], ["25.0℃", "21.0℃"]),
            ([21.0, 21.0, 21.0], ["00:00", "02:00"], ["21.0℃"]),
            ([21.0], ["00:00"], ["21.0℃"]),
        ])
    func shortDays(temperatures: [Double], hours: [String], levels: [String]) {
        let labels = Self.labels(in: Self.chart(temperatures))
        #expect(labels.filter { $0.text.contains(":") }.map(\.text) == hours)
        #expect(labels.filter { $0.text.hasSuffix("℃") }.map(\.text) == levels)
    }
}
