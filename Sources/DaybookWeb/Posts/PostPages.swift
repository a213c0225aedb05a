import DaybookComposition
import DaybookPresentation
import Foundation
import Hummingbird

/// `/posts?page=…&search=…`, a page of the feed with its search (`q=`, the todos' name for it,
/// is read too); `/posts/{id}`, one post. The dashboard shows the first few.
package struct PostPages: WebFeature {
    static let navigation: NavigationEntry? = NavigationEntry(
        path: "/posts", title: PostPageText.navigation, icon: .posts)
    /// What the list's links name its search (``FormQuery/search(_:)`` reads the todos' too).
    package static let searchParameter = "search"

    let app: WebApp
    /// Unusable service settings are an error the pages show, not a server that will not start.
    private let posts: PerLanguage<Result<PostController, SettingProblem>>

    init(app: WebApp) {
        self.app = app
        posts = PerLanguage { language in
            Result { () throws(SettingProblem) in try app.container.makePostController(language: language) }
        }
    }

    func routes() -> RouteCollection<WebContext> {
        let routes = RouteCollection(context: WebContext.self)
        routes.get("posts", use: list)
        routes.get("posts/:id", use: show)
        return routes
    }

    @Sendable func list(_ request: Request, context: WebContext) async throws -> Response {
        let form = FormQuery(request.uri.query)
        let page = form["page"].flatMap { Int($0) } ?? 1
        let search = form.search(Self.searchParameter) ?? ""
        let localize = context.session.localizer
        let content: HTML
        do {
            let controller = try posts[context.session.language].get()
            do {
                content = PostListHTML(localizer: localize).render(
                    try await controller.list(page: page, search: search).list)
            } catch {
                // A page before the first or past the last (a bookmark, a search with fewer
                // matches) leads to the nearest one there is.
                if page != 1, let first = try? await controller.list(page: 1, search: search).list,
                    page < 1 || page > first.pageCount
                {
                    let nearest = page < 1 ? 1 : first.pageCount
                    return Response(
                        status: .seeOther, headers: [.location: Self.listPath(page: nearest, search: search)])
                }
                throw error
            }
        } catch {
            content = Layout.alert(ErrorViewState(error, localizer: localize, vocabulary: PostText.vocabulary).message)
        }
        return app.layout(request, context, current: Self.navigation).page(
            title: localize(PostPageText.navigation),
            """
            <form class="field" method="get" action="/posts" role="search" data-intent="search">
            <label for="search">\(localize(PostPageText.searchLabel))</label>
            <div class="inline-field"><input type="search" id="search" name="search" value="\(search)" \
            data-intent="search"><button type="submit">\(localize(PostPageText.searchSubmit))</button></div>
            </form>
            <div id="post-list">\(content)</div>
            """
        ).response(from: request, context: context)
    }

    /// The list's address for a page and search, as its own links write it (the first page
    /// without a number).
    package static func listPath(page: Int, search: String) -> String {
        var parameters: [String] = page > 1 ? ["page=\(page)"] : []
        if !search.isEmpty {
            parameters.append("search=\(search.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")")
        }
        return "/posts" + (parameters.isEmpty ? "" : "?" + parameters.joined(separator: "&"))
    }

    @Sendable func show(_ request: Request, context: WebContext) async throws -> EditedResponse<HTML> {
        let id = try context.parameters.require("id")
        let localize = context.session.localizer
        let layout = app.layout(request, context, current: Self.navigation)
        let back: HTML =
            "<p><a class=\"back\" href=\"/posts\">\(Icon.back.svg)\(localize(PostPageText.backToList))</a></p>"
        do {
            let detail = try await posts[context.session.language].get().show(id: id).detail
            let stale: HTML? = detail.staleNotice.map { "<p class=\"notice\" role=\"status\">\($0)</p>" }
            let paragraphs: [HTML] = detail.body.split(separator: "\n").map { "<p>\(String($0))</p>" }
            return EditedResponse(
                response: layout.page(
                    title: detail.title,
                    """
                    <p class="muted">#\(detail.id) · \(detail.byline)</p>
                    \(stale)
                    <article>\(paragraphs)</article>
                    \(back)
                    """))
        } catch {
            // The list's frame with the reason, and the status that goes with it (404, 503…).
            let shown = ErrorViewState(error, localizer: localize, vocabulary: PostText.vocabulary)
            return EditedResponse(
                status: shown.httpStatus,
                response: layout.page(
                    title: localize(PostPageText.navigation), flash: Flash(message: shown.message, tone: .failure), back
                ))
        }
    }

    /// The first posts of the feed.
    func dashboardSection(_ request: Request, context: WebContext) async -> DashboardSection? {
        let localize = context.session.localizer
        let content: HTML
        do {
            let list = try await posts[context.session.language].get().list().list
            content = Self.sectionContent(list, localizer: localize)
        } catch {
            content = Layout.alert(ErrorViewState(error, localizer: localize, vocabulary: PostText.vocabulary).message)
        }
        return DashboardSection(card: .posts, title: localize(PostPageText.latest), content: content)
    }

    /// The dashboard's posts: the first of the feed. The page and the live dashboard draw it alike.
    package static func sectionContent(_ list: PostListViewState, localizer: Localizer) -> HTML {
        PostListHTML(localizer: localizer).render(list, limit: DashboardScreenState.cardRows)
    }
}
