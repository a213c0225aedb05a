import DaybookDomain
import Foundation
import Observation

/// A todo's screen's view model (see ``TodoEditViewModel``), built with its use case and router.
@MainActor
@Observable
public final class TodoEditViewModelImpl: TodoEditViewModel {
    public private(set) var state: TodoEditScreenState

    @ObservationIgnored private let todos: any TodoUseCase
    @ObservationIgnored private let changes: any ChangeFeed
    @ObservationIgnored private weak var router: (any TodoEditRouter)?
    @ObservationIgnored private let localize: Localizer
    @ObservationIgnored private let confirmation: TodoConfirmation
    @ObservationIgnored private let presenter: TodoListPresenter
    @ObservationIgnored private let alerts: AlertPresenter
    @ObservationIgnored private let load = LatestTask()
    @ObservationIgnored private let following = ChangeFollower()

    public init(
        id: String, todos: any TodoUseCase, changes: any ChangeFeed, router: any TodoEditRouter,
        localizer: Localizer
    ) {
        state = TodoEditScreenState(id: id)
        self.todos = todos
        self.changes = changes
        self.router = router
        localize = localizer
        confirmation = TodoConfirmation(localizer: localizer)
        presenter = TodoListPresenter(localizer: localizer)
        alerts = AlertPresenter(localizer: localizer, vocabulary: TodoText.vocabulary)
    }

    public func onAppear() {
        reload()
        following.follow(.todos, through: changes) { [weak self] in
            self?.reload()
            await self?.load.finish()
        }
    }

    public func onDisappear() {
        following.stop()
        load.cancel()
        state.isLoading = false
    }

    public func titleChanged(_ title: String) {
        state.title = title
    }

    public func save() async {
        guard state.canSave else { return }
        let (id, title) = (state.id, state.title)
        do {
            _ = try await todos.edit(id: try TodoID(row: id), TodoEdit(title: title))
            router?.closeTodo()
        } catch {
            fail(error)
        }
    }

    public func toggle() async {
        let id = state.id
        do {
            let item = try await todos.toggle(id: try TodoID(row: id))
            show(presenter.row(for: item), keepingEdit: true)
            state.message = confirmation.completion(of: item.title.value, completed: item.isCompleted)
        } catch {
            fail(error)
        }
    }

    public func close() {
        router?.closeTodo()
    }

    public func dismissAlert() {
        state.alert = nil
    }

    private func reload() {
        let id = state.id
        state.isLoading = state.todo == nil
        load.run { [todos, presenter] () throws(AppError) in
            return presenter.row(for: try await todos.find(reference: id))
        } apply: { [weak self] result in
            guard let self else { return }
            state.isLoading = false
            switch result {
            case .success(let row): show(row, keepingEdit: true)
            case .failure(.cancelled): break
            case .failure(let error): fail(error)
            }
        }
    }

    /// Shows the todo as stored. The title field follows it unless the user is editing it.
    private func show(_ row: TodoRowViewState, keepingEdit: Bool) {
        if state.todo == nil || !(keepingEdit && state.hasChanges) { state.title = row.title }
        state.todo = row
    }

    private func fail(_ error: AppError) {
        if case .notFound = error {
            // Deleted while shown: the screen says so once, and offers only the way back.
            guard !state.isGone else { return }
            state.isGone = true
            state.todo = nil
            state.alert = AlertViewState(
                title: localize(ScreenText.errorTitle), message: localize(ScreenText.todoDeletedElsewhere))
            return
        }
        state.alert = alerts.alert(for: error)
    }
}
