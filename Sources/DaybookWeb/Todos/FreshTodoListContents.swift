import DaybookPresentation

/// Each page of `/todos` read through the controller and rendered anew: what the list shows with
/// no optimization composed.
struct FreshTodoListContents: TodoListContents {
    func content(
        _ key: TodoListContent.Key, typedTitle: String?, from controller: TodoController, localizer: Localizer
    ) async throws -> TodoListContent {
        // One page, searched or not: only the page shown is ever held or sent.
        let list = try await controller.listPage(filter: key.filter, query: key.query, page: key.page)
        if let paging = list.paging, paging.number > paging.count { return .pastTheEnd(lastPage: paging.count) }
        let html = TodoListHTML(localizer: localizer, formToken: FormTemplate.tokenMark)
        return .page(FormTemplate(html.render(list, typedTitle: typedTitle ?? "")), revision: list.revision)
    }
}
