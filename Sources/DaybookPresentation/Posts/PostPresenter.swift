import DaybookDomain
import Foundation

/// Turns pages and posts into view state and JSON. Pure and nonisolated.
public struct PostPresenter: Sendable {
    private let localize: Localizer
    private let freshness: FreshnessPresenter

    public init(localizer: Localizer) {
        localize = localizer
        freshness = FreshnessPresenter(localizer: localizer)
    }

    public func list(_ page: PostPage) -> PostListViewState {
        let emptyMessage: String? =
            if !page.posts.isEmpty { nil } else if page.search.isEmpty { localize(PostText.empty) } else {
                localize(PostText.noMatches, ["query": page.search.text])
            }
        return PostListViewState(
            rows: page.posts.map(row),
            page: page.number,
            pageCount: page.count,
            pageLabel: localize(
                count: page.matching, one: PostText.pageOne, other: PostText.page,
                ["page": "\(page.number)", "count": "\(page.count)", "matching": "\(page.matching)"]),
            search: page.search.text,
            emptyMessage: emptyMessage,
            staleNotice: freshness.staleNotice(page.freshness, PostText.stale)
        )
    }

    public func detail(_ detail: PostDetail) -> PostDetailViewState {
        let post = detail.item.post
        return PostDetailViewState(
            id: post.id,
            title: post.title,
            body: post.body,
            byline: detail.item.author.map {
                localize(PostText.byAuthor, ["name": $0.name, "username": $0.username, "email": $0.email])
            } ?? localize(PostText.unknownAuthor),
            staleNotice: freshness.staleNotice(detail.freshness, PostText.stale)
        )
    }

    public func json(_ page: PostPage) -> PostPageJSON {
        PostPageJSON(
            posts: page.posts.map(json), page: page.number, pageCount: page.count, matching: page.matching,
            total: page.total, search: page.search.text, freshness: freshness.json(page.freshness))
    }

    public func json(_ detail: PostDetail) -> PostDetailJSON {
        PostDetailJSON(post: json(detail.item), freshness: freshness.json(detail.freshness))
    }

    // MARK: - Parts

    private func row(_ item: AuthoredPost) -> PostRowViewState {
        PostRowViewState(
            id: item.id,
            title: item.post.title,
            body: item.post.body.split(whereSeparator: \.isNewline).joined(separator: " "),
            author: item.author?.name ?? localize(PostText.unknownAuthor)
        )
    }

    private func json(_ item: AuthoredPost) -> PostJSON {
        PostJSON(
            id: item.id, title: item.post.title, body: item.post.body,
            author: item.author.map {
                PostJSON.Author(id: $0.id, name: $0.name, username: $0.username, email: $0.email)
            })
    }
}
