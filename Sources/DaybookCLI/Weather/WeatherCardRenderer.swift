import DaybookPresentation

/// Renders the weather card as a few lines of text, with the hourly curve as a sparkline.
struct WeatherCardRenderer {
    private static let bars = Array("▁▂▃▄▅▆▇█")

    func render(_ card: WeatherCardViewState) -> String {
        var lines = [
            TerminalText.visible(card.place), "\(card.temperature)  \(TerminalText.visible(card.description))",
        ]
        if !card.detailLine.isEmpty {
            lines.append(card.detailLine)
        }
        if let first = card.hourly.first, let last = card.hourly.last {
            lines.append("\(first.hour) \(Self.sparkline(card.hourly.map(\.temperature))) \(last.hour)")
        }
        if let notice = card.staleNotice {
            lines.append(notice)
        }
        return lines.joined(separator: "\n")
    }

    /// One bar per value, scaled between the lowest and the highest.
    static func sparkline(_ values: [Double]) -> String {
        guard let low = values.min(), let high = values.max() else { return "" }
        let span = high - low
        return String(
            values.map { value in
                let step = span == 0 ? 0 : Int(((value - low) / span * Double(bars.count - 1)).rounded())
                return bars[step]
            })
    }
}
