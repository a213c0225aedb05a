import Foundation

/// One page of the feed, after the search.
public struct PostPage: Hashable, Sendable {
    public static let size = 20

    public let posts: [AuthoredPost]
    /// 1-based.
    public let number: Int
    /// At least 1, even when nothing matches.
    public let count: Int
    /// How many posts match the search, over all pages.
    public let matching: Int
    /// How many posts there are, whatever the search.
    public let total: Int
    public let search: PostSearch
    public let freshness: Freshness

    /// Page `number` of the feed's posts that match `search`.
    public init(feed: PostFeed, search: PostSearch, number: Int) throws(AppError) {
        let matches = feed.posts.filter(search.matches)
        let count = max(1, (matches.count + Self.size - 1) / Self.size)
        guard number >= 1 else {
            throw .validation(ValidationError(field: .page, rule: .belowMinimum(1)))
        }
        guard number <= count else {
            throw .validation(ValidationError(field: .page, rule: .aboveMaximum(count)))
        }
        posts = Array(matches.dropFirst((number - 1) * Self.size).prefix(Self.size))
        self.number = number
        self.count = count
        matching = matches.count
        total = feed.posts.count
        self.search = search
        freshness = feed.freshness
    }
}
