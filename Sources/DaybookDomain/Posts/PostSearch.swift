import Foundation

/// What to look for in posts' titles and bodies: every word of it, in any order, each in the title
/// or the body. Case- and width-insensitive, so "ＳＵＮＴ" finds "sunt" and half-width "ｶﾀｶﾅ"
/// finds "カタカナ". An empty search matches every post.
public struct PostSearch: Hashable, Sendable {
    /// As typed, trimmed.
    public let text: String
    /// The words of ``text``, folded.
    private let words: [String]

    public init(_ raw: String) throws(AppError) {
        let trimmed = try TextRule(field: .search, maximum: TextRule.queryMaximumLength).validateAllowingEmpty(raw)
        text = trimmed
        words = Self.fold(trimmed).split(whereSeparator: \.isWhitespace).map(String.init)
    }

    public var isEmpty: Bool { text.isEmpty }

    public func matches(_ item: AuthoredPost) -> Bool {
        guard !isEmpty else { return true }
        let (title, body) = (Self.fold(item.post.title), Self.fold(item.post.body))
        return words.allSatisfy { title.contains($0) || body.contains($0) }
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
    }
}
