import Foundation

/// One post as its own screen shows it.
public struct PostDetailViewState: Hashable, Sendable {
    public let id: Int
    public let title: String
    public let body: String
    /// "by Leanne Graham (@Bret) <Sincere@april.biz>", or "Unknown author".
    public let byline: String
    public let staleNotice: String?
}
