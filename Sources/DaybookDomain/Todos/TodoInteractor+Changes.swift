import Foundation

/// What ``TodoInteractor`` changes: adding, importing, completing, renaming, moving, editing,
/// deleting and putting back.
extension TodoInteractor {
    public func add(title: String, order: Int?) async throws(AppError) -> TodoItem {
        let title = try TodoTitle(title)
        let order = try order.map { (order) throws(AppError) in try TodoOrder.validate(order) }
        try AppError.checkCancellation()
        let draft = TodoDraft(
            id: TodoID(identifiers.makeUUID()),
            title: title,
            order: order,
            createdAt: dates.now()
        )
        return try await repository.insert(draft)
    }

    public func importTitles(_ titles: [String]) async throws(AppError) -> Int {
        var checked: [TodoTitle] = []
        checked.reserveCapacity(titles.count)
        for (index, raw) in titles.enumerated() {
            do {
                checked.append(try TodoTitle(raw))
            } catch {
                guard case .validation(let failure) = error else { throw error }
                throw .validation(failure.at(item: index + 1))
            }
        }
        guard !checked.isEmpty else { return 0 }
        try AppError.checkCancellation()
        // One time for the whole import: it happened at one moment, and the list order among
        // the imported todos is their position, not their age.
        let now = dates.now()
        // Ids in increasing order: at the top of the order range the todos share one order and one
        // time, and the id, the last tie-breaker, then keeps them in the order given.
        let ids = (0..<checked.count).map { _ in identifiers.makeUUID() }.sorted(by: UUID.textOrder)
        let drafts = zip(ids, checked).map { id, title in
            TodoDraft(id: TodoID(id), title: title, order: nil, createdAt: now)
        }
        return try await repository.insert(contentsOf: drafts)
    }

    public func toggle(id: TodoID) async throws(AppError) -> TodoItem {
        try AppError.checkCancellation()
        let now = dates.now()
        return try await repository.update(id: id) { $0.toggle(at: now) }.item
    }

    public func setCompletion(id: TodoID, completed: Bool) async throws(AppError) -> TodoUpdate {
        try AppError.checkCancellation()
        let now = dates.now()
        // Completing a completed todo is not a change: its modification time stays, and nothing
        // is written.
        return try await repository.update(id: id) { $0.setCompleted(completed, at: now) }
    }

    public func rename(id: TodoID, to title: String) async throws(AppError) -> TodoUpdate {
        let title = try TodoTitle(title)
        try AppError.checkCancellation()
        let now = dates.now()
        return try await repository.update(id: id) { $0.rename(to: title, at: now) }
    }

    public func move(id: TodoID, to order: Int) async throws(AppError) -> TodoItem {
        let order = try TodoOrder.validate(order)
        try AppError.checkCancellation()
        let now = dates.now()
        return try await repository.update(id: id) { $0.move(to: order, at: now) }.item
    }

    public func edit(id: TodoID, _ edit: TodoEdit) async throws(AppError) -> TodoUpdate {
        // Every field is checked before anything is stored: one bad field refuses the whole edit.
        let title = try edit.title.map { (text) throws(AppError) in try TodoTitle(text) }
        let order = try edit.order.map { (number) throws(AppError) in try TodoOrder.validate(number) }
        let completed = edit.completed
        try AppError.checkCancellation()
        guard !edit.isEmpty else { return TodoUpdate(item: try await repository.todo(id: id), changed: false) }
        let now = dates.now()
        return try await repository.update(id: id) { item in
            if let title { item.rename(to: title, at: now) }
            // As for setCompletion(id:completed:): completing a completed todo is not a change.
            if let completed { item.setCompleted(completed, at: now) }
            if let order { item.move(to: order, at: now) }
        }
    }

    public func delete(id: TodoID) async throws(AppError) {
        try AppError.checkCancellation()
        try await repository.delete(id: id)
    }

    public func clearCompleted() async throws(AppError) -> [TodoItem] {
        try AppError.checkCancellation()
        return try await repository.deleteCompleted()
    }

    public func restore(_ items: [TodoItem]) async throws(AppError) -> Int {
        try AppError.checkCancellation()
        guard !items.isEmpty else { return 0 }
        return try await repository.restore(items)
    }

    public func deleteAll() async throws(AppError) -> Int {
        try AppError.checkCancellation()
        return try await repository.deleteAll()
    }
}
