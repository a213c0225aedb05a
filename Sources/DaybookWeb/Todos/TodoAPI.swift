import DaybookPresentation
import Foundation
import Hummingbird

/// `/api/todos`, as the Todo-Backend specification describes it: GET lists, POST creates, DELETE
/// clears all; GET, PATCH and DELETE on a todo's `url`. Same controller as the `/todos` pages.
struct TodoAPI: Sendable {
    let app: WebApp

    func register(on group: RouterGroup<WebContext>) {
        group.get { request, context in
            // The Todo-Backend list, a page at a time: by default the first 10,000 todos, which
            // bounds the memory one answer takes. `Link: rel="next"` says when there are more.
            let page = try number(request, "page", context: context) ?? 1
            let size = try number(request, "size", context: context)
            let todos = controller(context)
            let read = try await run { () throws(ErrorViewState) in
                if let size { try await todos.rows(page: page, size: size) } else { try await todos.rows(page: page) }
            }
            let base = baseURL(request)
            var response = try json(read.rows.map { TodoBackendJSON($0, baseURL: base) })
            response.headers[.xTotalCount] = String(read.total)
            if read.hasNext {
                let sizeQuery = size.map { "&size=\($0)" } ?? ""
                response.headers[.link] = "<\(base)/api/todos?page=\(read.number + 1)\(sizeQuery)>; rel=\"next\""
            }
            return response
        }
        group.post { request, context in
            let new = try await decode(NewTodoRequest.self, from: request, context: context)
            let added = try await run { () throws(ErrorViewState) in
                try await controller(context).add(title: new.title, order: new.order)
            }
            return try json(added.todo.map { TodoBackendJSON($0, baseURL: baseURL(request)) }, status: .created)
        }
        group.delete { _, context in
            _ = try await run { () throws(ErrorViewState) in try await controller(context).deleteAll() }
            return Response(status: .noContent)
        }
        group.get(":id") { request, context in
            let id = try context.parameters.require("id")
            let row = try await run { () throws(ErrorViewState) in try await controller(context).show(id) }
            return try json(TodoBackendJSON(row, baseURL: baseURL(request)))
        }
        group.patch(":id") { request, context in
            let id = try context.parameters.require("id")
            let patch = try await decode(TodoPatchRequest.self, from: request, context: context)
            let row = try await run { () throws(ErrorViewState) in try await apply(patch, to: id, context: context) }
            return try json(TodoBackendJSON(row, baseURL: baseURL(request)))
        }
        group.delete(":id") { _, context in
            let id = try context.parameters.require("id")
            _ = try await run { () throws(ErrorViewState) in try await controller(context).delete(id) }
            return Response(status: .noContent)
        }
        // Preflights are answered by `APIMiddleware`; these routes let them reach it.
        group.on("", method: .options) { _, _ in Response(status: .noContent) }
        group.on(":id", method: .options) { _, _ in Response(status: .noContent) }
    }

    // MARK: - Helpers

    /// A whole-number query parameter; present but not a number is a 400 naming it.
    private func number(_ request: Request, _ name: String, context: WebContext) throws(APIFailure) -> Int? {
        guard let text = request.uri.queryParameters[Substring(name)] else { return nil }
        guard let value = Int(text) else {
            let localize = app.controllers(for: context.session.language).localizer
            let field = localize(name == "page" ? .fieldPage : .fieldPageSize)
            throw APIFailure(status: .badRequest, message: localize(.validationMalformed, ["field": field]))
        }
        return value
    }

    private func controller(_ context: WebContext) -> TodoController {
        app.controllers(for: context.session.language).todos
    }

    /// Applies each field the patch names and answers the todo as the last change left it (as
    /// stored, with no extra read); an empty patch answers the todo unchanged.
    private func apply(_ patch: TodoPatchRequest, to id: String, context: WebContext) async throws(ErrorViewState)
        -> TodoRowViewState
    {
        let controller = controller(context)
        var latest: TodoRowViewState?
        if let title = patch.title { latest = try await controller.rename(id, to: title).todo }
        if let completed = patch.completed { latest = try await controller.setCompleted(id, completed).todo }
        if let order = patch.order { latest = try await controller.move(id, to: order).todo }
        if let latest { return latest }
        return try await controller.show(id)
    }

    private func run<T>(_ body: () async throws(ErrorViewState) -> T) async throws(APIFailure) -> T {
        do {
            return try await body()
        } catch {
            throw APIFailure(error)
        }
    }

    private func decode<T: Decodable>(_ type: T.Type, from request: Request, context: WebContext) async throws -> T {
        let body = try await request.body.collect(upTo: context.maxUploadSize)
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer: body))
        } catch {
            let localize = app.controllers(for: context.session.language).localizer
            throw APIFailure(
                status: .badRequest, message: localize(.webMalformedJSON, ["detail": Self.detail(of: error)]))
        }
    }

    /// Which part of the body was wrong, in the body's own terms (a key name, or "syntax").
    private static func detail(of error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): "\(key.stringValue)?"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            context.codingPath.map(\.stringValue).joined(separator: ".")
        default: "syntax"
        }
    }

    /// The public address, or the scheme and (checked) host the client used, so each todo's
    /// `url` works from where it asked and never names a host the server does not answer.
    private func baseURL(_ request: Request) -> String {
        app.hosts.base(authority: request.head.authority)
    }

    private func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: try Self.encoder.encode(value))))
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder.daybook
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}
