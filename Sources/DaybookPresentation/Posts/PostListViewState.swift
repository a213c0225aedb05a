import Foundation

/// A page of the list as a screen shows it.
public struct PostListViewState: Hashable, Sendable {
    public let rows: [PostRowViewState]
    public let page: Int
    public let pageCount: Int
    /// "Page 1 of 5 · 100 posts".
    public let pageLabel: String
    public let search: String
    /// Why there are no rows: no posts at all, or none matching the search.
    public let emptyMessage: String?
    /// Set when the service failed and these are older posts: says how old.
    public let staleNotice: String?
}
