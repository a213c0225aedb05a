import Foundation

/// One post, as view state and as JSON.
public struct PostDetailLookup: Hashable, Sendable {
    public let detail: PostDetailViewState
    public let json: PostDetailJSON
}
