import DaybookDomain
import Foundation
import Observation

/// The todo list for stateful UIs (SwiftUI, an interactive terminal).
///
/// Holds the fetched todos and re-presents them locally when the filter or query changes, so
/// typing in a search field costs no storage round trip. Every change reloads the list, so
/// what is shown is always what is stored.
@Observable
@MainActor
public final class TodoListViewModel {
    public private(set) var state: TodoListViewState = .initial
    public private(set) var isLoading = false
    /// The last failure, until the next action succeeds.
    public private(set) var error: ErrorViewState?
    /// The last confirmation ("Added …"), until the next action.
    public private(set) var message: String?

    public var filter: TodoFilter = .all {
        didSet { represent() }
    }
    public var query: String = "" {
        didSet { represent() }
    }

    @ObservationIgnored private var items: [TodoItem] = []
    @ObservationIgnored private let controller: TodoController
    @ObservationIgnored private let useCases: TodoUseCases
    @ObservationIgnored private let presenter: TodoListPresenter
    @ObservationIgnored private let errorPresenter: ErrorPresenter

    public init(useCases: TodoUseCases, localizer: Localizer) {
        self.useCases = useCases
        controller = TodoController(useCases: useCases, localizer: localizer)
        presenter = TodoListPresenter(localizer: localizer)
        errorPresenter = ErrorPresenter(localizer: localizer)
    }

    public func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            items = try await useCases.list.execute()
            error = nil
            represent()
        } catch {
            self.error = errorPresenter.present(error)
        }
    }

    /// Adds a todo; `true` when it was added (even if the reload after it failed), so the UI can
    /// clear its text field.
    @discardableResult
    public func add(title: String) async -> Bool {
        await perform { () throws(ErrorViewState) in try await self.controller.add(title: title) }
    }

    public func toggle(id: String) async {
        await perform { () throws(ErrorViewState) in try await self.controller.toggle(id) }
    }

    public func rename(id: String, to title: String) async {
        await perform { () throws(ErrorViewState) in try await self.controller.rename(id, to: title) }
    }

    public func move(id: String, to order: Int) async {
        await perform { () throws(ErrorViewState) in try await self.controller.move(id, to: order) }
    }

    public func delete(id: String) async {
        await perform { () throws(ErrorViewState) in try await self.controller.delete(id) }
    }

    public func clearCompleted() async {
        await perform { () throws(ErrorViewState) in try await self.controller.clearCompleted() }
    }

    // MARK: - Helpers

    @discardableResult
    private func perform(_ action: () async throws(ErrorViewState) -> TodoActionViewState) async -> Bool {
        do {
            message = try await action().message
            await load()
            return true
        } catch {
            self.error = error
            message = nil
            return false
        }
    }

    private func represent() {
        state = presenter.present(items, filter: filter, query: query)
    }
}
