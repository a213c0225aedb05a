import DaybookPresentation

/// What a page of `/todos` shows under its flash: the list's content, rendered with a mark where
/// each form's token goes (``FormTemplate``), or, for a page past the list's end, the number of
/// the last page, where the visitor is sent instead.
enum TodoListContent: Sendable {
    /// Which page of whose list, in which language: everything the content depends on but the
    /// title a refilled add form holds.
    struct Key: Hashable, Sendable {
        /// Whose list (``Person/key``): each person's revision counts their own writes only.
        let person: String
        let language: Language
        let filter: TodoFilter
        let query: String
        let page: Int
    }

    /// The content, and the list's revision when it was read (`nil`: none was read).
    case page(FormTemplate, revision: Int64?)
    case pastTheEnd(lastPage: Int)
}
