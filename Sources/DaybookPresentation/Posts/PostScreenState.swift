import Foundation

/// Everything a post's screen shows, as one value.
public struct PostScreenState: Hashable, Sendable {
    public let id: Int
    public var detail: PostDetailViewState?
    public var isLoading = false
    public var alert: AlertViewState?

    public init(id: Int) {
        self.id = id
    }

    public var isStale: Bool { detail?.staleNotice != nil }
}
