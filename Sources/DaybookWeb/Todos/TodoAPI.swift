import DaybookPresentation
import Foundation
import Hummingbird

/// `/api/todos`, as the Todo-Backend specification describes it: GET lists, POST creates, DELETE
/// clears all; GET, PATCH and DELETE on a todo's `url`. Same controller as the `/todos` pages.
///
/// Bodies are read with the context's decoder; todos are written with ``JSONWriter`` (see
/// ``TodoBackendJSON``). A failure (the controller's `AppError`, a ``WebFailure``) is answered as JSON by
/// ``APIMiddleware``.
struct TodoAPI: Sendable {
    let app: WebApp
    private let todos: PerPerson<TodoController>
    /// Written pages of the list, by the address asked, page and size, each given back while the
    /// list's revision is the one it was read at.
    private let pages = RevisionCache<PageKey, TodoBackendList>(budget: TodoAPI.pageCacheBudget)

    /// What the written pages may take, in bytes: a few full pages of 10,000 todos (about 3 MB
    /// each), or thousands of short ones.
    static let pageCacheBudget = 16 << 20

    private struct PageKey: Hashable, Sendable {
        /// Whose list (``Person/key``): each person's revision counts their own writes only.
        let person: String
        let base: String
        let page: Int
        let size: Int?
    }

    init(app: WebApp) {
        self.app = app
        todos = PerPerson { app.container.makeTodoController(language: $0, for: $1) }
    }

    func routes() -> RouteCollection<WebContext> {
        let routes = RouteCollection(context: WebContext.self)
        routes.get(use: list)
        routes.post(use: create)
        routes.delete(use: deleteAll)
        routes.get(":id", use: show)
        routes.patch(":id", use: update)
        routes.delete(":id", use: delete)
        // Preflights are answered by `APIMiddleware`; these routes let them reach it.
        routes.on("", method: .options, use: preflight)
        routes.on(":id", method: .options, use: preflight)
        return routes
    }

    /// The Todo-Backend list, a page at a time: by default the first 10,000 todos, which bounds
    /// the memory one answer takes. `X-Total-Count` counts them all; `Link` names the first,
    /// previous, next and last pages that apply. A page past the end is an empty list.
    ///
    /// A page once written is kept, and answered again for as long as the list's revision has
    /// not moved: asking the revision is one small read, which sees a write made by this
    /// process, the command line or another server on the same database.
    @Sendable func list(_ request: Request, context: WebContext) async throws -> Response {
        let page = try number(request, "page", context: context) ?? 1
        let size = try number(request, "size", context: context)
        let controller = controller(context)
        let key = PageKey(person: context.session.person.key, base: baseURL(request), page: page, size: size)
        let revision = try await controller.revision()
        if let kept = pages.value(for: key, at: revision) { return kept.response }
        let read: TodoRowsPage
        if let size {
            read = try await controller.rows(page: page, size: size)
        } else {
            read = try await controller.rows(page: page)
        }
        let written = TodoBackendList(read, baseURL: key.base, size: size)
        pages.keep(written, for: key, at: read.revision)
        return written.response
    }

    @Sendable func create(_ request: Request, context: WebContext) async throws -> EditedResponse<TodoBackendJSON> {
        let new = try await request.decode(as: NewTodoRequest.self, context: context)
        let added = try await controller(context).add(title: new.title, order: new.order)
        guard let todo = added.todo else { throw WebFailure(status: .internalServerError, message: added.message) }
        let json = TodoBackendJSON(todo, baseURL: baseURL(request))
        return EditedResponse(status: .created, headers: [.location: json.url], response: json)
    }

    @Sendable func deleteAll(_ request: Request, context: WebContext) async throws -> HTTPResponse.Status {
        _ = try await controller(context).deleteAll()
        return .noContent
    }

    @Sendable func show(_ request: Request, context: WebContext) async throws -> TodoBackendJSON {
        let id = try context.parameters.require("id")
        let row = try await controller(context).show(id)
        return TodoBackendJSON(row, baseURL: baseURL(request))
    }

    @Sendable func update(_ request: Request, context: WebContext) async throws -> TodoBackendJSON {
        let id = try context.parameters.require("id")
        let patch = try await request.decode(as: TodoPatchRequest.self, context: context)
        let row = try await controller(context).edit(
            id, title: patch.title, completed: patch.completed, order: patch.order)
        return TodoBackendJSON(row, baseURL: baseURL(request))
    }

    @Sendable func delete(_ request: Request, context: WebContext) async throws -> HTTPResponse.Status {
        let id = try context.parameters.require("id")
        _ = try await controller(context).delete(id)
        return .noContent
    }

    @Sendable func preflight(_ request: Request, context: WebContext) -> HTTPResponse.Status {
        .noContent
    }

    // MARK: - Helpers

    /// A whole-number query parameter; present but not a number is a 400 naming it.
    private func number(_ request: Request, _ name: String, context: WebContext) throws(WebFailure) -> Int? {
        guard let text = request.uri.queryParameters[Substring(name)] else { return nil }
        guard let value = Int(text) else {
            let localize = context.session.localizer
            let field = localize(name == "page" ? ValidationText.fieldPage : ValidationText.fieldPageSize)
            throw WebFailure(status: .badRequest, message: localize(ValidationText.malformed, ["field": field]))
        }
        return value
    }

    private func controller(_ context: WebContext) -> TodoController {
        todos[context.session.language, context.session.person]
    }

    /// The public address, or the scheme and (checked) host the client used, so each todo's
    /// `url` works from where it asked and never names a host the server does not answer.
    private func baseURL(_ request: Request) -> String {
        app.hosts.base(authority: request.head.authority)
    }
}
