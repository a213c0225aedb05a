import DaybookPresentation

/// The post list's and a post's router, which records where it was asked to go.
@MainActor
public final class RecordingPostRouter: PostListRouter, PostRouter {
    public private(set) var shown: [Int] = []
    public private(set) var closed = 0
    public init() {}
    public func showPost(id: Int) { shown.append(id) }
    public func closePost() { closed += 1 }
}
