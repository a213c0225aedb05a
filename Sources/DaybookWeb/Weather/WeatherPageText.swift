import DaybookPresentation

/// The weather page's texts, and its link in the navigation and card on the dashboard.
enum WeatherPageText: LocalizedText, CaseIterable {
    case navigation
    case noCity
    case cityLabel
    case search
    case hourlyTitle

    func text(in language: Language) -> String {
        switch (self, language) {
        case (.navigation, .english): "Weather"
        case (.navigation, .japanese): "天気"
        case (.noCity, .english): "Search for a city to see its weather here."
        case (.noCity, .japanese): "都市を検索すると、ここに天気が表示されます。"
        case (.cityLabel, .english): "City"
        case (.cityLabel, .japanese): "都市名"
        case (.search, .english): "Search"
        case (.search, .japanese): "検索"
        case (.hourlyTitle, .english): "Today, hour by hour"
        case (.hourlyTitle, .japanese): "今日の気温（1時間ごと）"
        }
    }
}
