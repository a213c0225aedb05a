import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

/// What ``CoalescedTodoRepository`` adds to a repository (the contract suites run it as the
/// `coalesced` kind for the rest): many screens reading the same window share one read, and no
/// screen is ever shown a window older than a write it could know of.
@Suite("CoalescedTodoRepository: one read per window shown, never one older than a write")
struct CoalescedTodoRepositoryTests {
    let repository = CoalescedTodoRepository(DefaultTodoRepository(store: InMemoryTodoStore()))

    func firstPage() async throws -> TodoSlice {
        try await repository.slice(completed: nil, search: nil, offset: 0, limit: 50)
    }

    @Test func aThousandScreensReadingTheSameWindowMakeOneRead() async throws {
        _ = try await repository.insert(.numbered(1))
        let slices = try await withThrowingTaskGroup(of: TodoSlice.self) { group in
            for _ in 0..<1_000 { group.addTask { try await firstPage() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(slices.count == 1_000 && Set(slices).count == 1)
        #expect(repository.storageReads == 1)
        #expect(try await firstPage() == slices[0] && repository.storageReads == 1, "kept until the list changes")
    }

    @Test func eachWindowIsReadOnItsOwn() async throws {
        _ = try await repository.insert(.numbered(1))
        _ = try await firstPage()
        _ = try await repository.slice(completed: false, search: nil, offset: 0, limit: 50)
        _ = try await repository.slice(completed: nil, search: try TodoSearch("todo"), offset: 0, limit: 50)
        _ = try await repository.slice(completed: nil, search: nil, offset: 50, limit: 50)
        #expect(repository.storageReads == 4)
    }

    @Test func aWriteThroughItIsReadAtOnce() async throws {
        #expect(try await firstPage().items.isEmpty)
        let added = try await repository.insert(.numbered(1))
        #expect(try await firstPage().items == [added])
        let renamed = try await repository.update(id: added.id) {
            $0.rename(to: try! TodoTitle("renamed"), at: TestDateSource.start)
        }.item
        #expect(try await firstPage().items == [renamed])
        try await repository.delete(id: added.id)
        #expect(try await firstPage().items.isEmpty)
        #expect(repository.storageReads == 4)
    }

    /// A write that changes nothing writes nothing (see UnchangingWriteContractTests): what is kept
    /// is still the list, and is kept.
    @Test func aWriteThatChangesNothingKeepsWhatIsKept() async throws {
        let added = try await repository.insert(.numbered(1))
        let read = try await firstPage()
        _ = try await repository.update(id: added.id) { $0.rename(to: added.title, at: TestDateSource.start + 5) }
        _ = try await repository.deleteCompleted()
        _ = try await repository.restore([added])
        _ = try await repository.insert(contentsOf: [])
        #expect(try await firstPage() == read)
        #expect(repository.storageReads == 1, "nothing written, nothing read again")
        _ = try await repository.update(id: added.id) { $0.setCompleted(true, at: TestDateSource.start + 5) }
        #expect(try await firstPage().items.map(\.isCompleted) == [true])
        #expect(repository.storageReads == 2)
    }

    @Test func aWriteElsewhereIsReadOnceInvalidated() async throws {
        let store = InMemoryTodoStore()
        let shared = CoalescedTodoRepository(DefaultTodoRepository(store: store))
        let elsewhere = DefaultTodoRepository(store: store)
        func page() async throws -> TodoSlice {
            try await shared.slice(completed: nil, search: nil, offset: 0, limit: 9)
        }
        #expect(try await page().items.isEmpty)
        let added = try await elsewhere.insert(.numbered(1))
        #expect(try await page().items.isEmpty, "not told yet: the kept window")
        shared.invalidate()
        #expect(try await page().items == [added])
    }

    @Test func aReadThatStartedBeforeAWriteIsNotKeptAfterIt() async throws {
        let gated = GatedTodoRepository(DefaultTodoRepository(store: InMemoryTodoStore()))
        let shared = CoalescedTodoRepository(gated)
        let early = Task { try await shared.slice(completed: nil, search: nil, offset: 0, limit: 9) }
        #expect(await gated.gate.arrival(of: ""))
        shared.invalidate()  // a write happened while the read was in flight
        await gated.gate.answer("", with: ())
        #expect(try await early.value.items.isEmpty)
        let later = Task { try await shared.slice(completed: nil, search: nil, offset: 0, limit: 9) }
        #expect(await gated.gate.arrival(of: ""), "the older answer was not kept for the newer state")
        await gated.gate.answer("", with: ())
        _ = try await later.value
        #expect(shared.storageReads == 2)
    }

    @Test func aFailedReadIsNotKept() async throws {
        let shared = CoalescedTodoRepository(FailingTodoRepository(error: .storage(.busy)))
        await #expect(throws: AppError.storage(.busy)) {
            try await shared.slice(completed: nil, search: nil, offset: 0, limit: 9)
        }
        #expect(shared.storageReads == 1)
        await #expect(throws: AppError.storage(.busy)) {
            try await shared.slice(completed: nil, search: nil, offset: 0, limit: 9)
        }
        #expect(shared.storageReads == 2)
    }
}
