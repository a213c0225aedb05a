import DaybookPresentation
import Foundation

/// Today's temperatures as a small inline SVG line chart, with a text alternative that reads
/// every point, so the chart is not only a picture.
struct TemperatureChart {
    let points: [HourlyPointViewState]

    private let width = 480.0
    private let height = 160.0
    private let inset = 24.0

    func render(caption: String) -> HTML {
        let temperatures = points.map(\.temperature)
        let low = temperatures.min() ?? 0
        let high = temperatures.max() ?? 0
        let span = max(high - low, 1)
        let step = points.count > 1 ? (width - 2 * inset) / Double(points.count - 1) : 0
        let coordinates = points.indices.map { index in
            (
                x: inset + Double(index) * step,
                y: height - inset - (points[index].temperature - low) / span * (height - 2 * inset)
            )
        }
        let line = coordinates.map { "\(format($0.x)),\(format($0.y))" }.joined(separator: " ")
        // Every third hour is labelled, so 24 labels do not overlap.
        let labels: [HTML] = points.indices.filter { $0 % 3 == 0 }.map { index in
            """
            <text x="\(format(coordinates[index].x))" y="\(format(height - 4))" font-size="11" \
            text-anchor="middle" fill="currentColor">\(points[index].hour)</text>
            """
        }
        let summary = points.map { "\($0.hour) \($0.label)" }.joined(separator: ", ")
        return """
            <figure class="chart">
            <svg class="chart" viewBox="0 0 \(Int(width)) \(Int(height))" role="img" aria-label="\(summary)">
            <polyline points="\(line)" fill="none" stroke="currentColor" stroke-width="2"/>
            <text x="2" y="\(format(inset - 8))" font-size="11" fill="currentColor">\(points[temperatures.firstIndex(of: high) ?? 0].label)</text>
            \(labels)
            </svg>
            <figcaption>\(caption)</figcaption>
            </figure>
            """
    }

    private func format(_ value: Double) -> String {
        DecimalText.oneDecimal(value)
    }
}
