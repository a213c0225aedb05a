import DaybookPresentation
import Hummingbird

/// `/posts?page=…&search=…`, a page of the feed with its search; `/posts/{id}`, one post. The
/// dashboard shows the first few.
struct PostPages: WebFeature {
    static let navigation: NavigationEntry? = NavigationEntry(
        path: "/posts", title: PostPageText.navigation, icon: .posts)

    let app: WebApp
    /// Unusable service settings are an error the pages show, not a server that will not start.
    private let posts: PerLanguage<Result<PostController, ErrorViewState>>

    init(app: WebApp) {
        self.app = app
        posts = PerLanguage { language in
            Result { () throws(ErrorViewState) in try app.container.makePostController(language: language) }
        }
    }

    func routes() -> RouteCollection<WebContext> {
        let routes = RouteCollection(context: WebContext.self)
        routes.get("posts", use: list)
        routes.get("posts/:id", use: show)
        return routes
    }

    @Sendable func list(_ request: Request, context: WebContext) async throws -> HTML {
        let page = request.uri.queryParameters["page"].flatMap { Int(String($0)) } ?? 1
        let search = request.uri.queryParameters["search"].map(String.init) ?? ""
        let localize = context.session.localizer
        let content: HTML
        do throws(ErrorViewState) {
            let lookup = try await posts[context.session.language].get().list(page: page, search: search)
            content = PostListHTML(localizer: localize).render(lookup.list)
        } catch {
            content = Layout.alert(error.message)
        }
        return app.layout(request, context, current: Self.navigation).page(
            title: localize(PostPageText.navigation),
            """
            <form class="field" method="get" action="/posts" role="search">
            <label for="search">\(localize(PostPageText.searchLabel))</label>
            <div class="inline-field"><input type="search" id="search" name="search" value="\(search)">\
            <button type="submit">\(localize(PostPageText.searchSubmit))</button></div>
            </form>
            \(content)
            """)
    }

    @Sendable func show(_ request: Request, context: WebContext) async throws -> EditedResponse<HTML> {
        let id = try context.parameters.require("id")
        let localize = context.session.localizer
        let layout = app.layout(request, context, current: Self.navigation)
        let back: HTML =
            "<p><a class=\"back\" href=\"/posts\">\(Icon.back.svg)\(localize(PostPageText.backToList))</a></p>"
        do throws(ErrorViewState) {
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
            return EditedResponse(
                status: error.httpStatus,
                response: layout.page(
                    title: localize(PostPageText.navigation), flash: Flash(message: error.message, tone: .failure), back
                ))
        }
    }

    /// The first posts of the feed.
    func dashboardCard(_ request: Request, context: WebContext) async -> DashboardCard? {
        let localize = context.session.localizer
        do throws(ErrorViewState) {
            let list = try await posts[context.session.language].get().list().list
            return DashboardCard(
                title: localize(PostPageText.latest),
                content: PostListHTML(localizer: localize).render(list, limit: 5))
        } catch {
            return DashboardCard(title: localize(PostPageText.latest), content: Layout.alert(error.message))
        }
    }
}
