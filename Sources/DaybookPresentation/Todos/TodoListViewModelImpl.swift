import DaybookDomain
import Foundation
import Observation

/// The todo list screen's view model (see ``TodoListViewModel``), built with its use case, its
/// router and a clock.
///
/// Use cases run off the main actor (they are nonisolated); only their answers come back to it,
/// through ``LatestTask``, so a read started before a newer one can never overwrite it.
@MainActor
@Observable
public final class TodoListViewModelImpl: TodoListViewModel {
    /// How many todos a page holds unless told otherwise: a terminal's screen scrolls, so it
    /// shows a long first page.
    public static let pageSize = 500

    public private(set) var state = TodoListScreenState()

    @ObservationIgnored private let todos: any TodoUseCase
    @ObservationIgnored private let changes: any ChangeFeed
    @ObservationIgnored private weak var router: (any TodoListRouter)?
    @ObservationIgnored private let confirmation: TodoConfirmation
    @ObservationIgnored private let presenter: TodoListPresenter
    @ObservationIgnored private let alerts: AlertPresenter
    @ObservationIgnored private let debouncer: SearchDebouncer
    @ObservationIgnored private let load = LatestTask()
    @ObservationIgnored private let following = ChangeFollower()
    @ObservationIgnored private let pageSize: Int

    /// A screen showing `initial` (a search, a filter, a page), `pageSize` todos a page.
    public init(
        todos: any TodoUseCase, changes: any ChangeFeed, router: any TodoListRouter,
        localizer: Localizer, clock: any Clock<Duration> = ContinuousClock(),
        initial: TodoListScreenState = TodoListScreenState(), pageSize: Int = TodoListViewModelImpl.pageSize
    ) {
        state = initial
        self.pageSize = min(max(1, pageSize), TodoPage.maximumSize)
        self.todos = todos
        self.changes = changes
        self.router = router
        confirmation = TodoConfirmation(localizer: localizer)
        presenter = TodoListPresenter(localizer: localizer)
        alerts = AlertPresenter(localizer: localizer, vocabulary: TodoText.vocabulary)
        debouncer = SearchDebouncer(clock: clock)
    }

    // MARK: - Lifecycle

    public func onAppear() {
        reload()
        following.follow(.todos, through: changes) { [weak self] in await self?.reloadAndWait() }
    }

    public func onDisappear() {
        following.stop()
        debouncer.cancel()
        load.cancel()
        state.isLoading = false
    }

    // MARK: - Intents

    public func searchTextChanged(_ text: String) {
        state.searchText = text
        state.message = nil
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            // Clearing the search shows the whole list at once: nothing to wait for.
            debouncer.reset()
            if !state.query.isEmpty {
                state.query = ""
                state.page = 1
                reload()
            }
            return
        }
        debouncer.textChanged(text) { [weak self] query in
            self?.state.query = query
            self?.state.page = 1
            self?.reload()
        }
    }

    public func filterChanged(_ filter: TodoFilter) {
        guard filter != state.filter else { return }
        state.message = nil
        state.filter = filter
        state.page = 1
        reload()
    }

    public func pageChanged(_ number: Int) {
        let number = max(1, number)
        guard number != state.page else { return }
        state.message = nil
        state.page = number
        reload()
    }

    public func refresh() async {
        state.message = nil
        await reloadAndWait()
    }

    /// Adds the todo and shows it where it is, as the web's form post does: the page of the list
    /// shown that holds it (it goes last), or, when the filter or the search leaves it out, the
    /// screen stays as it was and ``TodoListScreenState/added`` names the whole list's page.
    public func add(title: String) async {
        let (filter, query, size) = (state.filter, state.query, pageSize)
        await perform { [todos, confirmation] () throws(AppError) in
            let item = try await todos.add(title: title, order: nil)
            let added = await Self.place(of: item.id, filter: filter, query: query, size: size, todos)
            return (confirmation.addedToList(title: item.title.value), added)
        } then: { [weak self] (added: TodoListScreenState.AddedTodo) in
            self?.state.added = added
            if added.isShown { self?.state.page = added.page }
        }
    }

    public func toggle(id: String) async {
        await perform { [todos, confirmation] () throws(AppError) in
            let item = try await todos.toggle(id: try TodoID(row: id))
            return confirmation.completion(of: item.title.value, completed: item.isCompleted)
        }
    }

    public func rename(id: String, to title: String) async {
        await perform { [todos, confirmation] () throws(AppError) in
            let update = try await todos.rename(id: try TodoID(row: id), to: title)
            return confirmation.renamed(to: update.item.title.value, changed: update.changed)
        }
    }

    public func delete(id: String) async {
        let removed = await perform { [todos, confirmation] () throws(AppError) in
            let item = try await todos.find(reference: id)
            try await todos.delete(id: item.id)
            return (confirmation.deleted(item.title.value), RemovedTodos([item]))
        }
        if let removed { state.removed.append(removed) }
    }

    public func clearCompleted() async {
        let removed = await perform { [todos, confirmation] () throws(AppError) in
            let cleared = try await todos.clearCompleted()
            return (confirmation.clearedCompleted(count: cleared.count), RemovedTodos(cleared))
        }
        if let removed, !removed.isEmpty { state.removed.append(removed) }
    }

    public func undo() async {
        guard let last = state.removed.last else { return }
        let restored = await perform { [todos, confirmation] () throws(AppError) in
            (confirmation.restored(last, count: try await todos.restore(last.items)), true)
        }
        if restored != nil { state.removed.removeLast() }
    }

    public func select(id: String) {
        router?.showTodo(id: id)
    }

    public func dismissAlert() {
        state.alert = nil
    }

    // MARK: - Work

    /// Reads the page for the current search and filter, replacing any read in flight. A page
    /// past the last (the last todos of the last page were deleted) reads the last one instead.
    private func reload() {
        let (query, filter, number, size) = (state.query, state.filter, state.page, pageSize)
        state.isLoading = true
        load.run { [todos, presenter] () throws(AppError) in
            var page = try await todos.page(
                completed: filter.completed, search: query, number: number, size: size, pastTheEnd: .empty)
            if page.number > page.count {
                page = try await todos.page(
                    completed: filter.completed, search: query, number: page.count, size: size, pastTheEnd: .empty)
            }
            return presenter.present(page)
        } apply: { [weak self] result in
            guard let self else { return }
            state.isLoading = false
            switch result {
            case .success(let list):
                state.list = list
                if let paging = list.paging { state.page = paging.number }
            case .failure(.cancelled): break
            case .failure(let error): state.alert = alerts.alert(for: error)
            }
        }
    }

    /// Where the todo `id`, just added, is: on the page of the list shown (`filter`, `query`) that
    /// holds it, if that list has it; else on the whole list's (the first, if it cannot be told:
    /// the add has been made, and is shown).
    private nonisolated static func place(
        of id: TodoID, filter: TodoFilter, query: String, size: Int, _ todos: any TodoUseCase
    ) async -> TodoListScreenState.AddedTodo {
        if let shown = try? await todos.rank(of: id, completed: filter.completed, search: query) {
            return .init(id: id.description, page: TodoPage.number(holdingRank: shown, size: size), isShown: true)
        }
        let whole = (try? await todos.rank(of: id, completed: nil, search: "")) ?? 0
        return .init(id: id.description, page: TodoPage.number(holdingRank: whole, size: size), isShown: false)
    }

    private func reloadAndWait() async {
        reload()
        await load.finish()
    }

    /// Runs one change off the main actor, shows its confirmation or its error, and reads the
    /// list again so the screen shows the change at once (the feed also announces it, to every
    /// other screen). Answers what the change answered, or `nil` when it failed.
    /// `apply` takes the answer before the list is read again. Each change that succeeds is
    /// the one the screen confirms: what an earlier add said about its todo no longer holds.
    @discardableResult
    private func perform<Value: Sendable>(
        _ change: @escaping @Sendable () async throws(AppError) -> (message: String, value: Value),
        then apply: (Value) -> Void = { _ in }
    ) async -> Value? {
        // The last change's confirmation is about that change: this one says its own, or fails.
        state.message = nil
        let outcome: Result<(message: String, value: Value), AppError>
        do {
            outcome = .success(try await change())
        } catch {
            outcome = .failure(error)
        }
        switch outcome {
        case .success(let done):
            state.message = done.message
            state.added = nil
            apply(done.value)
            await reloadAndWait()
            return done.value
        case .failure(let error):
            state.alert = alerts.alert(for: error)
            return nil
        }
    }

    /// A change whose confirmation is all it answers.
    private func perform(_ change: @escaping @Sendable () async throws(AppError) -> String) async {
        await perform { () throws(AppError) in (message: try await change(), value: ()) }
    }
}
