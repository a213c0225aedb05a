import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Synchronization
import Testing

/// A list use case that counts its calls and can be made to fail, over the real interactor.
final class SpyListTodos: ListTodosUseCase {
    private let real: any ListTodosUseCase
    private let state = Mutex((calls: 0, failure: AppError?.none))

    init(real: any ListTodosUseCase) {
        self.real = real
    }

    var calls: Int { state.withLock { $0.calls } }

    func fail(with error: AppError?) {
        state.withLock { $0.failure = error }
    }

    func execute() async throws(AppError) -> [TodoItem] {
        let failure = state.withLock { state in
            state.calls += 1
            return state.failure
        }
        if let failure { throw failure }
        return try await real.execute()
    }
}

@MainActor
@Suite("TodoListViewModel")
struct TodoListViewModelTests {
    let module = TodoTestModule()
    let list: SpyListTodos
    let viewModel: TodoListViewModel

    init() {
        list = SpyListTodos(real: module.useCases.list)
        var useCases = module.useCases
        useCases.list = list
        viewModel = TodoListViewModel(useCases: useCases, localizer: Localizer(language: .english))
    }

    @Test func loadPresentsStoredTodos() async throws {
        _ = try await module.useCases.add.execute(title: "Buy milk", order: nil)
        await viewModel.load()
        #expect(viewModel.state.rows.map(\.title) == ["Buy milk"])
        #expect(!viewModel.isLoading && viewModel.error == nil)
    }

    @Test func typingAQueryFiltersWithoutRefetching() async throws {
        _ = try await module.useCases.add.execute(title: "Buy milk", order: nil)
        _ = try await module.useCases.add.execute(title: "Call mum", order: nil)
        await viewModel.load()
        viewModel.query = "mum"
        #expect(viewModel.state.rows.map(\.title) == ["Call mum"])
        viewModel.filter = .done
        #expect(viewModel.state.rows.isEmpty)
        #expect(list.calls == 1)
    }

    @Test func addingShowsTheConfirmationAndTheNewRow() async {
        await viewModel.load()
        #expect(await viewModel.add(title: "Buy milk"))
        #expect(viewModel.message == "Added “Buy milk” (00000000).")
        #expect(viewModel.state.rows.map(\.title) == ["Buy milk"])
        #expect(viewModel.state.counts.open == 1)
    }

    @Test func aRejectedAddShowsWhyAndKeepsTheList() async {
        await viewModel.add(title: "Buy milk")
        #expect(await viewModel.add(title: "  ") == false)
        #expect(viewModel.error == ErrorViewState(message: "The title must not be empty.", kind: .invalidInput))
        #expect(viewModel.message == nil)
        #expect(viewModel.state.rows.map(\.title) == ["Buy milk"])
    }

    @Test func aFailedLoadKeepsWhatWasShown() async {
        await viewModel.add(title: "Buy milk")
        list.fail(with: .storage(.busy))
        await viewModel.load()
        #expect(viewModel.error?.kind == .busy)
        #expect(viewModel.state.rows.map(\.title) == ["Buy milk"])
        list.fail(with: nil)
        await viewModel.load()
        #expect(viewModel.error == nil)
    }

    @Test func toggleAndDeleteUpdateTheList() async throws {
        await viewModel.add(title: "Buy milk")
        let id = try #require(viewModel.state.rows.first?.id)
        await viewModel.toggle(id: id)
        #expect(viewModel.state.rows.first?.isCompleted == true)
        #expect(viewModel.state.counts.done == 1)
        await viewModel.delete(id: id)
        #expect(viewModel.state.rows.isEmpty)
        #expect(viewModel.state.emptyMessage == "No todos yet.")
    }
}
