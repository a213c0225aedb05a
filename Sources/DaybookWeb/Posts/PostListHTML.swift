import DaybookPresentation
import Hummingbird

/// A page of posts: the page label, the rows (each post's title linking to it, its body clamped to
/// two lines by the stylesheet, its author), the pager.
package struct PostListHTML {
    let localize: Localizer

    package init(localizer: Localizer) {
        localize = localizer
    }

    /// The page; with a `limit`, only its first rows, their titles and authors, and no page label
    /// or pager (the dashboard's card, kept short).
    package func render(_ list: PostListViewState, limit: Int? = nil) -> HTML {
        let pager = limit == nil
        let rows: [HTML] = list.rows.prefix(limit ?? list.rows.count).map { row in
            let body: HTML = pager ? "<p class=\"post-body\">\(row.body)</p>" : .empty
            return """
                <li><a href="/posts/\(row.id)" data-intent="open" data-value="\(row.id)">\(row.title)</a>\
                \(body)<span class="muted">— \(row.author)</span></li>
                """
        }
        let stale: HTML? = list.staleNotice.map { "<p class=\"notice\" role=\"status\">\($0)</p>" }
        let empty: HTML? = list.emptyMessage.map { "<p class=\"muted\">\($0)</p>" }
        return """
            \(pager ? "<h2>\(list.pageLabel)</h2>" as HTML : .empty)
            \(stale)
            \(empty)
            <ul class="posts">\(rows)</ul>
            \(pager ? pages(list) : .empty)
            """
    }

    private func pages(_ list: PostListViewState) -> HTML {
        let search =
            list.search.isEmpty
            ? "" : "&search=\(list.search.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
        return Pager(path: "/posts", number: list.page, count: list.pageCount, label: list.pageLabel, query: search)
            .render(localizer: localize, showsLabel: false, live: true)
    }
}
