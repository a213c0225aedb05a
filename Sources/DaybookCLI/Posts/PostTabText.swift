import DaybookPresentation

/// What the terminal app's Posts tab and a post's screen say beyond the feature's own texts
/// (`PostText`): the tab's name in the tab bar, their keys, a page with no posts.
enum PostTabText: LocalizedText, CaseIterable {
    case title
    case keys
    case keysPost
    case noPosts

    func text(in language: Language) -> String {
        switch (self, language) {
        case (.title, .english): "Posts"
        case (.title, .japanese): "投稿"
        case (.keys, .english): "↑↓ move · Enter open · ←→ page · / search"
        case (.keys, .japanese): "↑↓ 移動 · Enter 開く · ←→ ページ · / 検索"
        case (.keysPost, .english): "Esc back"
        case (.keysPost, .japanese): "Esc 戻る"
        case (.noPosts, .english): "No posts."
        case (.noPosts, .japanese): "投稿はありません。"
        }
    }
}
