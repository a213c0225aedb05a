import DaybookData
import DaybookDomain
import Foundation

/// Ready-made todo modules for tests: the real interactor over a real in-memory repository.
public struct TodoTestModule: Sendable {
    public let repository: any TodoRepository
    public let dates: TestDateSource
    public let identifiers: SequentialIdentifierSource
    public let todos: TodoInteractor

    public init(repository: any TodoRepository = DefaultTodoRepository(store: InMemoryTodoStore())) {
        self.repository = repository
        dates = TestDateSource()
        identifiers = SequentialIdentifierSource()
        todos = TodoInteractor(repository: repository, dates: dates, identifiers: identifiers)
    }

    /// A module whose list holds `items` already, as stored.
    public init(holding items: [TodoItem]) {
        self.init(
            repository: DefaultTodoRepository(
                store: InMemoryTodoStore(records: items.map(TodoRecordMapper.record(from:))))
        )
    }
}

extension TodoItem {
    /// A todo for presenter tests, with a title that must be valid.
    public static func fixture(
        _ number: Int,
        _ title: String,
        completed: Bool = false,
        order: Int? = nil,
        createdAt: Date = TestDateSource.start
    ) -> TodoItem {
        TodoItem(
            id: TodoID(SequentialIdentifierSource.uuid(number)),
            title: try! TodoTitle(title),
            isCompleted: completed,
            order: order ?? number,
            createdAt: createdAt
        )
    }
}

extension TodoDraft {
    /// The `number`-th todo to add, as the store contract suites and the drivers' tests add them:
    /// the `number`-th sequential id, titled "todo `number`", made `seconds` after the test clock's start.
    public static func numbered(_ number: Int, order: Int? = nil, seconds: TimeInterval = 0) -> TodoDraft {
        TodoDraft(
            id: TodoID(SequentialIdentifierSource.uuid(number)),
            title: try! TodoTitle("todo \(number)"),
            order: order,
            createdAt: TestDateSource.start.addingTimeInterval(seconds)
        )
    }
}
