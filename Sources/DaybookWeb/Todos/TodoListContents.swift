import DaybookPresentation

/// Where ``TodoPages`` gets the content of a page of `/todos`: the page a key names, of the list a
/// controller reads, rendered in `localizer`'s language.
///
/// A protocol, not a type, because there are two: ``FreshTodoListContents`` reads each page
/// through the controller and renders it, and ``RevisionCachedTodoListContents`` decorates one,
/// giving the content back as it was rendered while the list's revision has not moved. The server
/// composes them (``WebServer``); the handler asks for the content and cannot tell which it has.
protocol TodoListContents: Sendable {
    /// `typedTitle`: what the add form is refilled with on a page that shows a flash; `nil` on a
    /// page that shows none, whose content is then the same for everyone who asks it.
    func content(
        _ key: TodoListContent.Key, typedTitle: String?, from controller: TodoController, localizer: Localizer
    ) async throws -> TodoListContent
}
