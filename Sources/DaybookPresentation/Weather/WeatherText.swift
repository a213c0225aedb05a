import DaybookDomain
import Foundation

/// The Weather feature's texts: conditions, details, the stale notice, the names of its inputs.
public enum WeatherText: LocalizedText, CaseIterable {
    case notFound
    case notFoundNamed
    case noMatchYet
    case fieldCity
    case cityPlaceholder
    case fetching
    case detailSeparator
    case noDescription
    case clear
    case partlyCloudy
    case clouds
    case mist
    case haze
    case drizzle
    case rain
    case showers
    case sleet
    case snow
    case thunderstorm
    case hail
    case squall
    case tornado
    case feelsLike
    case range
    case humidity
    case stale
    case loading
    /// What the feature calls the service it asks, in a failure's words.
    case service

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.notFound, .english): "No city by that name was found."
        case (.notFound, .japanese): "その名前の都市が見つかりませんでした。"
        case (.notFoundNamed, .english): "No city named “{input}” was found."
        case (.notFoundNamed, .japanese): "「{input}」という都市は見つかりませんでした。"
        case (.noMatchYet, .english): "No city matches “{city}” yet."
        case (.noMatchYet, .japanese): "「{city}」に一致する都市はまだありません。"
        case (.fieldCity, .english): "The city name"
        case (.fieldCity, .japanese): "都市名"
        // Guide 000's placeholder and loading text, in its own words (取得中... with three dots).
        case (.cityPlaceholder, .english): "Enter a city name"
        case (.cityPlaceholder, .japanese): "都市名を入力"
        case (.fetching, .english): "Fetching..."
        case (.fetching, .japanese): "取得中..."
        // Between the details on one line: Japanese lists with ・, as the range does.
        case (.detailSeparator, .english): " · "
        case (.detailSeparator, .japanese): "・"
        case (.noDescription, .english): "No description"
        case (.noDescription, .japanese): "説明なし"
        case (.clear, .english): "Clear"
        case (.clear, .japanese): "晴れ"
        case (.partlyCloudy, .english): "Partly cloudy"
        case (.partlyCloudy, .japanese): "晴れ時々くもり"
        case (.clouds, .english): "Cloudy"
        case (.clouds, .japanese): "くもり"
        case (.mist, .english): "Mist or fog"
        case (.mist, .japanese): "霧"
        case (.haze, .english): "Haze, smoke or dust"
        case (.haze, .japanese): "煙霧・砂ぼこり"
        case (.drizzle, .english): "Drizzle"
        case (.drizzle, .japanese): "霧雨"
        case (.rain, .english): "Rain"
        case (.rain, .japanese): "雨"
        case (.showers, .english): "Rain showers"
        case (.showers, .japanese): "にわか雨"
        case (.sleet, .english): "Sleet or freezing rain"
        case (.sleet, .japanese): "みぞれ・着氷性の雨"
        case (.snow, .english): "Snow"
        case (.snow, .japanese): "雪"
        case (.thunderstorm, .english): "Thunderstorm"
        case (.thunderstorm, .japanese): "雷雨"
        case (.hail, .english): "Thunderstorm with hail"
        case (.hail, .japanese): "ひょうを伴う雷雨"
        case (.squall, .english): "Squalls"
        case (.squall, .japanese): "突風"
        case (.tornado, .english): "Tornado"
        case (.tornado, .japanese): "竜巻"
        case (.feelsLike, .english): "Feels like {temperature}"
        case (.feelsLike, .japanese): "体感 {temperature}"
        case (.range, .english): "Low {minimum} · High {maximum}"
        case (.range, .japanese): "最低 {minimum}・最高 {maximum}"
        case (.humidity, .english): "Humidity {humidity}%"
        case (.humidity, .japanese): "湿度 {humidity}%"
        case (.stale, .english): "Could not update: this is the weather from {age}."
        case (.stale, .japanese): "更新できませんでした。{age}の天気です。"
        case (.loading, .english): "Looking up the weather in {city}…"
        case (.loading, .japanese): "{city}の天気を調べています…"
        case (.service, .english): "the weather service"
        case (.service, .japanese): "天気サービス"
        }
    }
}

extension WeatherText {
    /// How the Weather feature names what its domain reports, for its ``ErrorPresenter``.
    public static let vocabulary = ErrorVocabulary(
        notFound: [.city: WeatherText.notFound], fields: [.city: WeatherText.fieldCity],
        notFoundNamed: [.city: WeatherText.notFoundNamed], service: WeatherText.service)
}
