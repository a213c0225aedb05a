import DaybookPresentation

/// Each page of `GET /api/todos` read through the controller and written anew: what the API
/// answers with no optimization composed.
struct FreshTodoBackendPages: TodoBackendPages {
    func page(_ key: TodoBackendList.Key, from controller: TodoController) async throws -> TodoBackendList {
        let read: TodoRowsPage
        if let size = key.size {
            read = try await controller.rows(page: key.page, size: size)
        } else {
            read = try await controller.rows(page: key.page)
        }
        return TodoBackendList(read, baseURL: key.base, size: key.size)
    }
}
