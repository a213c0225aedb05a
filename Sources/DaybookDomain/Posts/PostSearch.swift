import Foundation

/// What to look for in posts' titles and bodies. Case- and width-insensitive, so "ＳＵＮＴ" finds
/// "sunt" and half-width "ｶﾀｶﾅ" finds "カタカナ". An empty search matches every post.
public struct PostSearch: Hashable, Sendable {
    /// As typed, trimmed.
    public let text: String
    private let folded: String

    public init(_ raw: String) throws(AppError) {
        let trimmed = try TextRule(field: .search, maximum: TextRule.queryMaximumLength).validateAllowingEmpty(raw)
        text = trimmed
        folded = Self.fold(trimmed)
    }

    public var isEmpty: Bool { text.isEmpty }

    public func matches(_ item: AuthoredPost) -> Bool {
        isEmpty || Self.fold(item.post.title).contains(folded) || Self.fold(item.post.body).contains(folded)
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
    }
}
