import DaybookPresentation
import Foundation

/// Today's temperatures as a small inline SVG line chart, with a text alternative that reads
/// every point, so the chart is not only a picture.
///
/// Sized for a phone: the view box is about as wide as a phone's screen, so a chart scaled down
/// to ~300 CSS pixels still shows its text at about 11 px. Both axes are labelled at both ends:
/// the high and the low on the left, the first and the last hour below, with hours in between
/// only where they do not crowd their neighbours.
struct TemperatureChart {
    let points: [HourlyPointViewState]

    private let width = 360.0
    private let height = 180.0
    private let fontSize = 14
    /// Room on the left for a temperature such as "-12.3℃", right-aligned against the plot.
    private let left = 62.0
    /// Room on the right for half of the last hour's label, centred on the last point.
    private let right = 22.0
    private let top = 14.0
    /// Room below the plot for the hours.
    private let bottom = 34.0
    /// Wider than an "HH:mm" label at this font size, so hour labels never overlap.
    private let minimumLabelGap = 48.0

    func render(caption: String) -> HTML {
        let temperatures = points.map(\.temperature)
        let low = temperatures.min() ?? 0
        let high = temperatures.max() ?? 0
        let coordinates = points.indices.map { (x: x(at: $0), y: y(of: points[$0].temperature, low: low, high: high)) }
        let line = coordinates.map { "\(format($0.x)),\(format($0.y))" }.joined(separator: " ")
        let summary = points.map { "\($0.hour) \($0.label)" }.joined(separator: ", ")
        return """
            <figure class="chart">
            <svg class="chart" viewBox="0 0 \(Int(width)) \(Int(height))" role="img" aria-label="\(summary)">
            \(temperatureLabels(low: low, high: high))
            <polyline points="\(line)" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linejoin="round"/>
            \(hourLabels())
            </svg>
            <figcaption>\(caption)</figcaption>
            </figure>
            """
    }

    // MARK: - Axes

    /// The high at the top of the plot and the low at its bottom, each with a faint guide line
    /// across; one label in the middle when the temperature does not change all day.
    private func temperatureLabels(low: Double, high: Double) -> [HTML] {
        guard let lowest = points.min(by: { $0.temperature < $1.temperature }),
            let highest = points.max(by: { $0.temperature < $1.temperature })
        else { return [] }
        let levels =
            high == low
            ? [(y: y(of: low, low: low, high: high), label: lowest.label)]
            : [(y: top, label: highest.label), (y: height - bottom, label: lowest.label)]
        return levels.map { level in
            """
            <line x1="\(format(left))" x2="\(format(width - right))" y1="\(format(level.y))" \
            y2="\(format(level.y))" stroke="currentColor" stroke-opacity="0.3" stroke-width="1" \
            stroke-dasharray="3 4"/>\
            <text x="\(format(left - 8))" y="\(format(level.y))" font-size="\(fontSize)" text-anchor="end" \
            dominant-baseline="middle" fill="currentColor">\(level.label)</text>
            """
        }
    }

    /// The first and the last hour, and every sixth hour in between that leaves room for its
    /// neighbours.
    private func hourLabels() -> [HTML] {
        guard let last = points.indices.last else { return [] }
        let step = points.count > 1 ? (width - left - right) / Double(points.count - 1) : 0
        let every = step > 0 ? max(6, Int((minimumLabelGap / step).rounded(.up))) : 1
        let between = stride(from: 0, to: last, by: every).filter { index in
            index == 0 || Double(last - index) * step >= minimumLabelGap
        }
        return (between + [last]).map { index in
            """
            <text x="\(format(x(at: index)))" y="\(format(height - 10))" font-size="\(fontSize)" \
            text-anchor="middle" fill="currentColor">\(points[index].hour)</text>
            """
        }
    }

    // MARK: - Geometry

    private func x(at index: Int) -> Double {
        guard points.count > 1 else { return left }
        return left + Double(index) * (width - left - right) / Double(points.count - 1)
    }

    /// The high at the top, the low at the bottom; a flat day runs through the middle.
    private func y(of temperature: Double, low: Double, high: Double) -> Double {
        let plotHeight = height - top - bottom
        guard high > low else { return top + plotHeight / 2 }
        return height - bottom - (temperature - low) / (high - low) * plotHeight
    }

    private func format(_ value: Double) -> String {
        DecimalText.oneDecimal(value)
    }
}
