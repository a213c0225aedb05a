import DaybookPresentation
import Foundation
import Hummingbird

/// `/todos`: the list with its search and filter, and the forms that add, toggle and delete todos
/// and clear the completed ones; `/todos/ID/edit`: one todo's own small page, to rename or delete
/// it. Every form posts, then redirects with the outcome (post/redirect/get): to the list, or
/// back to the edit page with the title as typed when a rename is refused. A todo added or put
/// back is shown on the page that holds it, its row the page's target (`#todo-ID`); a delete or a
/// clear offers Undo (`/todos/undo`) in its confirmation.
package struct TodoPages: WebFeature {
    static let navigation: NavigationEntry? = NavigationEntry(
        path: "/todos", title: TodoPageText.navigation, icon: .todos)
    /// What the list's links name its search (``FormQuery/search(_:)`` reads the posts' too).
    package static let searchParameter = "q"

    let app: WebApp
    private let todos: PerPerson<TodoController>
    /// The list's content, as the server composed it (``TodoListContents``); each visitor's form
    /// token is filled in per request.
    private let contents: any TodoListContents

    /// What a delete or a clear removed, until Undo puts it back.
    private let undoStash: TodoUndoStash

    init(app: WebApp) {
        self.app = app
        todos = PerPerson { app.container.makeTodoController(language: $0, for: $1) }
        contents = app.todoListContents
        undoStash = TodoUndoStash(container: app.container)
    }

    func routes() -> RouteCollection<WebContext> {
        let routes = RouteCollection(context: WebContext.self)
        routes.get("todos", use: list)
        routes.post("todos", use: add)
        routes.post("todos/:id/toggle", use: toggle)
        routes.get("todos/:id/edit", use: edit)
        routes.post("todos/:id/rename", use: rename)
        routes.post("todos/:id/delete", use: delete)
        routes.post("todos/clear-completed", use: clearCompleted)
        routes.post("todos/undo", use: undo)
        return routes
    }

    /// A todo's title, as the add and rename forms post it.
    struct TitleForm: SubmittedForm {
        let csrf: String?
        let title: String?
    }

    /// The Undo button's form: the key of what to put back.
    struct UndoForm: SubmittedForm {
        let csrf: String?
        let undo: String?
    }

    @Sendable func list(_ request: Request, context: WebContext) async throws -> Response {
        let form = FormQuery(request.uri.query)
        let filter = form["filter"].flatMap { TodoFilter(rawValue: $0) } ?? .all
        let query = (form.search(Self.searchParameter) ?? "").trimmingCharacters(in: .whitespaces)
        let page = form["page"].flatMap { Int($0) } ?? 1
        var flash = await app.flashes.take(for: context.session)
        // No page before the first: the first is what was meant. (A flash on its way goes along.)
        if page < 1 {
            return await app.redirect(
                to: Self.listPath(filter: filter, query: query, page: 1), flash: flash, for: context.session)
        }
        let controller = todos[context.session.language, context.session.person]
        let key = TodoListContent.Key(
            person: context.session.person.key, language: context.session.language, filter: filter, query: query,
            page: page)
        // A flash refills the add form with the title as typed; without one, the content is the
        // same for everyone who asks it.
        let typedTitle = flash.map { $0.fields["title"] ?? "" }
        let content: FormTemplate
        do {
            switch try await contents.content(
                key, typedTitle: typedTitle, from: controller, localizer: context.session.localizer)
            {
            case .page(let rendered, _):
                content = rendered
            case .pastTheEnd(let last):
                return await app.redirect(
                    to: Self.listPath(filter: filter, query: query, page: last), flash: flash, for: context.session)
            }
        } catch {
            // A database that is away or busy is the error page with its status (503), which a
            // load balancer and a retrying client understand.
            let shown = ErrorViewState(error, localizer: context.session.localizer)
            if shown.httpStatus.code >= 500 { throw error }
            // A page past the end (a bookmark, the last todo of the last page deleted) leads
            // to the last page; anything else wrong (a search too long) is said above an empty list.
            if page > 1, let last = try? await controller.listPage(filter: filter, query: query, page: 1).paging,
                page > last.count
            {
                return await app.redirect(
                    to: Self.listPath(filter: filter, query: query, page: last.count), flash: flash,
                    for: context.session)
            }
            flash = Flash(message: shown.message, tone: .failure)
            let html = TodoListHTML(localizer: context.session.localizer, formToken: FormTemplate.tokenMark)
            content = FormTemplate(html.render(.initial, typedTitle: ""))
        }
        return app.layout(request, context, current: Self.navigation).page(
            title: context.session.localizer(TodoPageText.listTitle), flash: flash,
            content.filled(with: context.session.csrfToken)
        ).response(from: request, context: context)
    }

    /// Adds the todo, then shows it: the page that holds it (it went last), scrolled to its row,
    /// with a confirmation that names it (a short id means nothing on a page).
    @Sendable func add(_ request: Request, context: WebContext) async throws -> Response {
        let title = try await request.decodeForm(as: TitleForm.self, context: context).title ?? ""
        let controller = todos[context.session.language, context.session.person]
        let added: TodoRowViewState?
        do {
            added = try await controller.add(title: title).todo
        } catch {
            let flash = Flash(
                message: ErrorViewState(error, localizer: context.session.localizer).message, tone: .failure,
                fields: ["title": title])
            return await app.redirect(to: "/todos", flash: flash, for: context.session)
        }
        guard let added else { return await app.redirect(to: "/todos", flash: nil, for: context.session) }
        let flash = Flash(
            message: TodoConfirmation(localizer: context.session.localizer).addedToList(title: added.title),
            tone: .success)
        return await app.redirect(to: await location(of: added.id, controller), flash: flash, for: context.session)
    }

    @Sendable func toggle(_ request: Request, context: WebContext) async throws -> Response {
        _ = try await request.decodeForm(as: ButtonForm.self, context: context)
        let id = try context.parameters.require("id")
        return await change(context) { controller in try await controller.toggle(id) }
    }

    /// The edit view of one todo; an unknown id is the not-found page.
    @Sendable func edit(_ request: Request, context: WebContext) async throws -> HTML {
        let id = try context.parameters.require("id")
        let flash = await app.flashes.take(for: context.session)
        let todo = try await todos[context.session.language, context.session.person].show(id)
        let html = TodoListHTML(localizer: context.session.localizer, formToken: "\(context.session.csrfToken)")
        return app.layout(request, context, current: Self.navigation).page(
            title: context.session.localizer(TodoPageText.editTitle), flash: flash,
            html.edit(todo, typedTitle: flash?.fields["title"]))
    }

    @Sendable func rename(_ request: Request, context: WebContext) async throws -> Response {
        let title = try await request.decodeForm(as: TitleForm.self, context: context).title ?? ""
        let id = try context.parameters.require("id")
        // A refused title goes back to the edit view as typed; an id that is gone, to the list.
        return await change(context, keepOnFailure: ["title": title], retry: "/todos/\(Self.pathSegment(id))/edit") {
            controller in try await controller.rename(id, to: title)
        }
    }

    @Sendable func delete(_ request: Request, context: WebContext) async throws -> Response {
        _ = try await request.decodeForm(as: ButtonForm.self, context: context)
        let id = try context.parameters.require("id")
        return await change(context, offersUndo: true) { controller in
            try await controller.delete(id)
        }
    }

    @Sendable func clearCompleted(_ request: Request, context: WebContext) async throws -> Response {
        _ = try await request.decodeForm(as: ButtonForm.self, context: context)
        return await change(context, offersUndo: true) { controller in
            try await controller.clearCompleted()
        }
    }

    /// The flash's Undo: puts back what the delete or clear removed, exactly as it was, and shows
    /// it where it is. Only once, only for a while, only for the visitor who removed it.
    @Sendable func undo(_ request: Request, context: WebContext) async throws -> Response {
        let key = try await request.decodeForm(as: UndoForm.self, context: context).undo ?? ""
        let localize = context.session.localizer
        guard let kept = await undoStash.take(key, for: context.session) else {
            let flash = Flash(message: localize(TodoPageText.nothingToUndo), tone: .failure)
            return await app.redirect(to: "/todos", flash: flash, for: context.session)
        }
        let controller = todos[context.session.language, context.session.person]
        let restored: TodoActionViewState
        do {
            restored = try await controller.restore(kept)
        } catch {
            // Nothing was put back: the same button may try again.
            await undoStash.giveBack(kept, under: key, for: context.session)
            let flash = Flash(message: ErrorViewState(error, localizer: localize).message, tone: .failure)
            return await app.redirect(to: "/todos", flash: flash, for: context.session)
        }
        guard restored.count != 0 else {
            let flash = Flash(message: localize(TodoPageText.nothingToUndo), tone: .failure)
            return await app.redirect(to: "/todos", flash: flash, for: context.session)
        }
        // Shown where the first of them is, in list order.
        var target = "/todos"
        if let first = kept.firstInListOrder { target = await location(of: first, controller) }
        return await app.redirect(
            to: target, flash: Flash(message: restored.message, tone: .success), for: context.session)
    }

    /// How many todos are open, from the kept counts: a page of one reads one todo, not the list.
    func dashboardSection(_ request: Request, context: WebContext) async -> DashboardSection? {
        let localize = context.session.localizer
        let content: HTML
        do {
            let open = try await todos[context.session.language, context.session.person].listPage(page: 1, size: 1)
                .counts.open
            content = Self.sectionContent(open: open, localizer: localize)
        } catch {
            content = Layout.alert(ErrorViewState(error, localizer: localize).message)
        }
        return DashboardSection(card: .todos, title: localize(TodoPageText.navigation), content: content)
    }

    /// The dashboard's todos: how many are open. The page and the live dashboard draw it alike.
    package static func sectionContent(open: Int, localizer localize: Localizer) -> HTML {
        "<p>\(localize(TodoPageText.openCount, ["count": "\(open)"]))</p>"
    }

    /// Runs one change and redirects to the list with its confirmation or its error; on failure
    /// `keepOnFailure` refills the form, on the page at `retry` when there is one (unless the todo
    /// is not there any more). With `offersUndo`, the confirmation of a removal offers Undo.
    private func change(
        _ context: WebContext,
        keepOnFailure fields: [String: String] = [:],
        retry: String? = nil,
        offersUndo: Bool = false,
        _ body: (TodoController) async throws -> TodoActionViewState
    ) async -> Response {
        var flash: Flash
        var target = "/todos"
        do {
            let outcome = try await body(todos[context.session.language, context.session.person])
            flash = Flash(message: outcome.message, tone: .success)
            if offersUndo, let key = await undoStash.keep(outcome.removed, for: context.session) {
                flash.action = Flash.Action(
                    path: "/todos/undo", label: context.session.localizer(TodoPageText.undo), fields: ["undo": key])
            }
        } catch {
            let shown = ErrorViewState(error, localizer: context.session.localizer)
            flash = Flash(message: shown.message, tone: .failure, fields: fields)
            if let retry, shown.kind != .notFound { target = retry }
        }
        return await app.redirect(to: target, flash: flash, for: context.session)
    }

    /// The list's page that holds the todo `id`, scrolled to its row; the first page when that
    /// cannot be told (the change has been made, and is said either way).
    private func location(of id: String, _ controller: TodoController) async -> String {
        let page = (try? await controller.page(holding: id)) ?? 1
        return Self.location(of: id, onPage: page)
    }

    /// Page `page` of the whole list, scrolled to the row of the todo `id`.
    package static func location(of id: String, onPage page: Int) -> String {
        listPath(filter: .all, query: "", page: page) + "#todo-" + pathSegment(id)
    }

    /// The list's address for a filter, search and page, as its own links write it (the first
    /// page without a number).
    package static func listPath(filter: TodoFilter, query: String, page: Int) -> String {
        var parameters: [String] = page > 1 ? ["page=\(page)"] : []
        if filter != .all { parameters.append("filter=\(filter.rawValue)") }
        if !query.isEmpty {
            parameters.append("q=\(query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")")
        }
        return "/todos" + (parameters.isEmpty ? "" : "?" + parameters.joined(separator: "&"))
    }

    /// An id as one path segment of a redirect: only the characters an id can have stay as they are.
    private static func pathSegment(_ id: String) -> String {
        id.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-_"))) ?? ""
    }
}
