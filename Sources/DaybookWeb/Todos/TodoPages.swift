import DaybookPresentation
import Hummingbird

/// `/todos`: the list with its search and filter, and the forms that add, toggle, rename and
/// delete todos and clear the completed ones. Every form posts, then redirects back to the list
/// with the outcome (post/redirect/get).
struct TodoPages: Sendable {
    let app: WebApp

    func register(on group: RouterGroup<WebContext>) {
        group.get("todos") { request, context in
            let filter = request.uri.queryParameters["filter"].flatMap { TodoFilter(rawValue: String($0)) } ?? .all
            let query = (request.uri.queryParameters["q"].map(String.init) ?? "").trimmingCharacters(in: .whitespaces)
            let page = request.uri.queryParameters["page"].flatMap { Int(String($0)) } ?? 1
            let controllers = app.controllers(for: context.session.language)
            var flash = app.flashes.take(for: context.session.user)
            let list: TodoListViewState
            do throws(ErrorViewState) {
                // One page, searched or not: only the page shown is ever held or sent.
                list = try await controllers.todos.listPage(filter: filter, query: query, page: page)
            } catch {
                list = .initial
                flash = Flash(message: error.message, tone: .failure)
            }
            let html = TodoListHTML(localizer: controllers.localizer, csrfToken: context.session.csrfToken)
            return app.layout(request, context, section: .todos).page(
                title: controllers.localizer(.navTodos), flash: flash,
                html.render(list, typedTitle: flash?.fields["title"] ?? ""))
        }
        group.post("todos") { request, context in
            let form = try await FormData.verified(from: request, context: context)
            let title = form["title"] ?? ""
            return await change(context, keepOnFailure: ["title": title]) { controller throws(ErrorViewState) in
                try await controller.add(title: title)
            }
        }
        group.post("todos/:id/toggle") { request, context in
            _ = try await FormData.verified(from: request, context: context)
            let id = try context.parameters.require("id")
            return await change(context) { controller throws(ErrorViewState) in try await controller.toggle(id) }
        }
        group.post("todos/:id/rename") { request, context in
            let form = try await FormData.verified(from: request, context: context)
            let id = try context.parameters.require("id")
            return await change(context) { controller throws(ErrorViewState) in
                try await controller.rename(id, to: form["title"] ?? "")
            }
        }
        group.post("todos/:id/delete") { request, context in
            _ = try await FormData.verified(from: request, context: context)
            let id = try context.parameters.require("id")
            return await change(context) { controller throws(ErrorViewState) in try await controller.delete(id) }
        }
        group.post("todos/clear-completed") { request, context in
            _ = try await FormData.verified(from: request, context: context)
            return await change(context) { controller throws(ErrorViewState) in try await controller.clearCompleted() }
        }
    }

    /// Runs one change and redirects to the list with its confirmation or its error; on failure
    /// `keepOnFailure` refills the form.
    private func change(
        _ context: WebContext,
        keepOnFailure fields: [String: String] = [:],
        _ body: (TodoController) async throws(ErrorViewState) -> TodoActionViewState
    ) async -> Response {
        let flash: Flash
        do throws(ErrorViewState) {
            flash = Flash(
                message: try await body(app.controllers(for: context.session.language).todos).message, tone: .success)
        } catch {
            flash = Flash(message: error.message, tone: .failure, fields: fields)
        }
        return app.redirect(to: "/todos", flash: flash, for: context.session)
    }
}
