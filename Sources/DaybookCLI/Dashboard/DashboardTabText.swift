import DaybookPresentation

/// What the terminal app's Dashboard tab says: its name in the tab bar, its keys, a weather card
/// with no city yet.
enum DashboardTabText: LocalizedText, CaseIterable {
    case title
    case keys
    case noCity

    func text(in language: Language) -> String {
        switch (self, language) {
        case (.title, .english): "Dashboard"
        case (.title, .japanese): "ダッシュボード"
        case (.keys, .english): "↑↓ move · Enter open"
        case (.keys, .japanese): "↑↓ 移動 · Enter 開く"
        case (.noCity, .english): "No city yet: choose one on the Weather tab."
        case (.noCity, .japanese): "都市が未設定です。天気タブで選んでください。"
        }
    }
}
