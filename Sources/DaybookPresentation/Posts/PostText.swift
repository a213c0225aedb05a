import DaybookDomain
import Foundation

/// The Posts feature's texts: bylines, the page label, empty states, the stale notice.
public enum PostText: LocalizedText, CaseIterable {
    case notFound
    case fieldID
    case unknownAuthor
    case byAuthor
    case page
    case pageOne
    case empty
    case noMatches
    case stale
    case loading
    /// What the feature calls the service it asks, in a failure's words.
    case service

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.notFound, .english): "That post does not exist."
        case (.notFound, .japanese): "その投稿は存在しません。"
        case (.fieldID, .english): "The post id"
        case (.fieldID, .japanese): "投稿ID"
        case (.unknownAuthor, .english): "Unknown author"
        case (.unknownAuthor, .japanese): "不明な投稿者"
        case (.byAuthor, .english): "by {name} (@{username}) <{email}>"
        case (.byAuthor, .japanese): "投稿者：{name}（@{username}）<{email}>"
        case (.page, .english): "Page {page} of {count} · {matching} posts"
        case (.page, .japanese): "{page}/{count}ページ・{matching}件"
        case (.pageOne, .english): "Page {page} of {count} · {matching} post"
        case (.pageOne, .japanese): "{page}/{count}ページ・{matching}件"
        case (.empty, .english): "There are no posts."
        case (.empty, .japanese): "投稿はありません。"
        case (.noMatches, .english): "No posts match “{query}”."
        case (.noMatches, .japanese): "「{query}」に一致する投稿はありません。"
        case (.stale, .english): "Could not update: these posts are from {age}."
        case (.stale, .japanese): "更新できませんでした。{age}の投稿です。"
        case (.loading, .english): "Loading posts…"
        case (.loading, .japanese): "投稿を読み込んでいます…"
        case (.service, .english): "the posts service"
        case (.service, .japanese): "投稿サービス"
        }
    }
}

extension PostText {
    /// How the Posts feature names what its domain reports, for its ``ErrorPresenter``.
    public static let vocabulary = ErrorVocabulary(
        notFound: [.post: PostText.notFound], fields: [.postID: PostText.fieldID], service: PostText.service)
}
