import DaybookPresentation

/// Keeps each page another ``TodoBackendPages`` wrote, and gives it back for as long as the
/// list's revision has not moved: asking the revision is one small read, which sees a write
/// made by this process, the command line or another server on the same database. It changes
/// how fast a page comes, never what it holds (see ``RevisionCache``).
struct RevisionCachedTodoBackendPages: TodoBackendPages {
    /// What the written pages may take, in bytes: a few full pages of 10,000 todos (about 3 MB
    /// each), or thousands of short ones.
    static let budget = 16 << 20

    private let fresh: any TodoBackendPages
    private let kept = RevisionCache<TodoBackendList.Key, TodoBackendList>(
        budget: RevisionCachedTodoBackendPages.budget)

    /// Keeps what `fresh` writes.
    init(_ fresh: any TodoBackendPages) {
        self.fresh = fresh
    }

    func page(_ key: TodoBackendList.Key, from controller: TodoController) async throws -> TodoBackendList {
        if let page = kept.value(for: key, at: try await controller.revision()) { return page }
        let page = try await fresh.page(key, from: controller)
        // Under the revision of the page's own read: a write made since the one asked above
        // leaves it behind.
        kept.keep(page, for: key, at: page.revision)
        return page
    }
}
