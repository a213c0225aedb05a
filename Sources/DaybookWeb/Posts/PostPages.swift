import DaybookPresentation
import Hummingbird

/// `/posts?page=…&search=…`, a page of the feed with its search; `/posts/{id}`, one post.
struct PostPages: Sendable {
    let app: WebApp

    func register(on group: RouterGroup<WebContext>) {
        group.get("posts") { request, context in
            let page = request.uri.queryParameters["page"].flatMap { Int(String($0)) } ?? 1
            let search = request.uri.queryParameters["search"].map(String.init) ?? ""
            let controllers = app.controllers(for: context.session.language)
            let localize = controllers.localizer
            let content: HTML
            do throws(ErrorViewState) {
                let lookup = try await controllers.posts.get().list(page: page, search: search)
                content = PostListHTML(localizer: localize).render(lookup.list)
            } catch {
                content = Layout.alert(error.message)
            }
            return app.layout(request, context, section: .posts).page(
                title: localize(.navPosts),
                """
                <form method="get" action="/posts" role="search">
                <label for="search">\(localize(.postsSearchLabel))</label>
                <input type="search" id="search" name="search" value="\(search)">
                <button type="submit">\(localize(.postsSearchSubmit))</button>
                </form>
                \(content)
                """)
        }
        group.get("posts/:id") { request, context in
            let id = try context.parameters.require("id")
            let controllers = app.controllers(for: context.session.language)
            let localize = controllers.localizer
            let back: HTML = "<p><a href=\"/posts\">\(localize(.postsBackToList))</a></p>"
            do throws(ErrorViewState) {
                let detail = try await controllers.posts.get().show(id: id).detail
                let stale: HTML? = detail.staleNotice.map { "<p class=\"notice\" role=\"status\">\($0)</p>" }
                let paragraphs: [HTML] = detail.body.split(separator: "\n").map { "<p>\(String($0))</p>" }
                return app.layout(request, context, section: .posts).page(
                    title: detail.title,
                    """
                    <p class="muted">#\(detail.id) · \(detail.byline)</p>
                    \(stale)
                    <article>\(paragraphs)</article>
                    \(back)
                    """
                ).response(from: request, context: context)
            } catch {
                var response = app.layout(request, context, section: .posts).page(
                    title: localize(.navPosts), flash: Flash(message: error.message, tone: .failure), back
                ).response(from: request, context: context)
                response.status = error.httpStatus
                return response
            }
        }
    }
}

/// A page of posts: the page label, the rows linking to each post, the pager.
struct PostListHTML {
    let localize: Localizer

    init(localizer: Localizer) {
        localize = localizer
    }

    /// The page; with a `limit`, only its first rows and no page label or pager (the dashboard).
    func render(_ list: PostListViewState, limit: Int? = nil) -> HTML {
        let pager = limit == nil
        let rows: [HTML] = list.rows.prefix(limit ?? list.rows.count).map { row in
            """
            <li><a href="/posts/\(row.id)">\(row.title)</a> <span class="muted">— \(row.author)</span></li>
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
            .render(localizer: localize, showsLabel: false)
    }
}
