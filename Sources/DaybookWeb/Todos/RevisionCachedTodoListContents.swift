import DaybookPresentation

/// Keeps the content another ``TodoListContents`` rendered, and gives it back for as long as the
/// list's revision has not moved: asking the revision is one small read, which sees every writer.
/// Each visitor's form token is filled in per request (``FormTemplate``). It changes how fast a
/// page comes, never what it shows (see ``RevisionCache``).
struct RevisionCachedTodoListContents: TodoListContents {
    /// What the rendered contents may take, in bytes.
    static let budget = 8 << 20

    private let fresh: any TodoListContents
    private let kept = RevisionCache<TodoListContent.Key, FormTemplate>(
        budget: RevisionCachedTodoListContents.budget)

    /// Keeps what `fresh` renders.
    init(_ fresh: any TodoListContents) {
        self.fresh = fresh
    }

    func content(
        _ key: TodoListContent.Key, typedTitle: String?, from controller: TodoController, localizer: Localizer
    ) async throws -> TodoListContent {
        // A page with a flash (which refills the form) is one visitor's own: not looked up, not kept.
        guard typedTitle == nil else {
            return try await fresh.content(key, typedTitle: typedTitle, from: controller, localizer: localizer)
        }
        // A database that is away fails here, at once, as the read would.
        let revision = try await controller.revision()
        if let kept = kept.value(for: key, at: revision) { return .page(kept, revision: revision) }
        let content = try await fresh.content(key, typedTitle: nil, from: controller, localizer: localizer)
        // Under the revision of the page's own read: a write made since the one asked above
        // leaves it behind.
        if case .page(let rendered, let read?) = content { kept.keep(rendered, for: key, at: read) }
        return content
    }
}
