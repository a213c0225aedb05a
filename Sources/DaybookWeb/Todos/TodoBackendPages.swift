import DaybookPresentation

/// Where ``TodoAPI`` gets the written pages of `GET /api/todos`: the page a key names, of the
/// list a controller reads.
///
/// A protocol, not a type, because there are two: ``FreshTodoBackendPages`` reads each page
/// through the controller and writes it, and ``RevisionCachedTodoBackendPages`` decorates one,
/// giving a page back as it was written while the list's revision has not moved. The server
/// composes them (``WebServer``); the handler asks for a page and cannot tell which it has.
protocol TodoBackendPages: Sendable {
    func page(_ key: TodoBackendList.Key, from controller: TodoController) async throws -> TodoBackendList
}
