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
    /// The written pages of the list, as the server composed them (``TodoBackendPages``).
    private let pages: any TodoBackendPages

    init(app: WebApp) {
        self.app = app
        todos = PerPerson { app.container.makeTodoController(language: $0, for: $1) }
        pages = app.todoBackendPages
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
    @Sendable func list(_ request: Request, context: WebContext) async throws -> Response {
        let page = try number(request, "page", context: context) ?? 1
        let size = try number(request, "size", context: context)
        let key = TodoBackendList.Key(
            person: context.session.person.key, base: baseURL(request), page: page, size: size)
        let written = try await pages.page(key, from: controller(context))
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
