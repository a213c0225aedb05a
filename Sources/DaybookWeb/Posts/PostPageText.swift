import DaybookPresentation

/// The posts pages' texts; their link and dashboard card.
enum PostPageText: LocalizedText, CaseIterable {
    case navigation
    case latest
    case searchLabel
    case searchSubmit
    case backToList

    func text(in language: Language) -> String {
        switch (self, language) {
        case (.navigation, .english): "Posts"
        case (.navigation, .japanese): "投稿"
        case (.latest, .english): "Latest posts"
        case (.latest, .japanese): "最新の投稿"
        case (.searchLabel, .english): "Search posts"
        case (.searchLabel, .japanese): "投稿を検索"
        case (.searchSubmit, .english): "Search"
        case (.searchSubmit, .japanese): "検索"
        case (.backToList, .english): "All posts"
        case (.backToList, .japanese): "投稿一覧へ"
        }
    }
}
