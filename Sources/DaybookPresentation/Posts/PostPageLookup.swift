import Foundation

/// A page of the list, as view state and as JSON.
public struct PostPageLookup: Hashable, Sendable {
    public let list: PostListViewState
    public let json: PostPageJSON
}
