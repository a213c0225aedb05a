import DaybookPresentation

/// What the terminal app's Weather tab says beyond the feature's own texts (`WeatherText`): its
/// name in the tab bar, its keys, the city field's prompt and what the tab says with no city.
enum WeatherTabText: LocalizedText, CaseIterable {
    case title
    case keys
    case keysEditing
    case cityPrompt
    case cityNeeded
    case cityKeyHint

    func text(in language: Language) -> String {
        switch (self, language) {
        case (.title, .english): "Weather"
        case (.title, .japanese): "天気"
        case (.keys, .english): "/ city"
        case (.keys, .japanese): "/ 都市"
        case (.keysEditing, .english): "type a city · Enter search now · Esc done"
        case (.keysEditing, .japanese): "都市を入力 · Enter 今すぐ検索 · Esc 終了"
        case (.cityPrompt, .english): "City: "
        case (.cityPrompt, .japanese): "都市: "
        case (.cityNeeded, .english): "Type a city to see its weather."
        case (.cityNeeded, .japanese): "都市を入力すると天気を表示します。"
        case (.cityKeyHint, .english): "Press / to type one."
        case (.cityKeyHint, .japanese): "/ を押して入力してください。"
        }
    }
}
