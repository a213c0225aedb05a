import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
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

    /// What an icon draws: its markup after the opening tag.
    static func shapes(of svg: String) -> Substring {
        svg.drop { $0 != ">" }
    }
}
