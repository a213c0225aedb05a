import DaybookDomain

/// What a change to the list says once it is made: every confirmation of the Todos feature,
/// worded once for every front end. ``TodoController`` (the command line, the web's pages) and
/// the todo screens' view models (the terminal app, the live pages) say the same sentence for
/// the same outcome, a change that changed nothing included ("“Buy milk” is already done.").
public struct TodoConfirmation: Sendable {
    private let localize: Localizer

    public init(localizer: Localizer) {
        localize = localizer
    }

    /// A todo added, named by its title and its short id: for a front end that shows no row of it
    /// (the command line), where the id is what names it next.
    public func added(_ row: TodoRowViewState) -> String {
        localize(TodoText.added, ["title": row.title, "id": row.shortID])
    }

    /// A todo added, on a screen or a page that shows its row: its id needs no words.
    public func addedToList(title: String) -> String {
        localize(TodoText.addedToList, ["title": title])
    }

    /// A todo completed or reopened; `changed` false: it was so already.
    public func completion(of title: String, completed: Bool, changed: Bool = true) -> String {
        let text: TodoText =
            switch (completed, changed) {
            case (true, true): .completed
            case (true, false): .alreadyCompleted
            case (false, true): .reopened
            case (false, false): .alreadyOpen
            }
        return localize(text, ["title": title])
    }

    /// A todo renamed to `title`; `changed` false: it had that title already.
    public func renamed(to title: String, changed: Bool) -> String {
        localize(changed ? TodoText.renamed : TodoText.alreadyTitled, ["title": title])
    }

    public func moved(_ title: String, to order: Int) -> String {
        localize(TodoText.moved, ["title": title, "order": "\(order)"])
    }

    public func deleted(_ title: String) -> String {
        localize(TodoText.deleted, ["title": title])
    }

    public func clearedCompleted(count: Int) -> String {
        localize(
            count: count, one: TodoText.clearedCompletedOne, other: TodoText.clearedCompleted, ["count": "\(count)"])
    }

    /// `removed` put back, of which `count` came back (the others were there already): the todo
    /// by its title when it was the one asked for and it came back, else how many came back.
    public func restored(_ removed: RemovedTodos, count: Int) -> String {
        if count == 1, removed.count == 1, let only = removed.items.first {
            return localize(TodoText.restoredTitle, ["title": only.title.value])
        }
        return localize(count: count, one: TodoText.restoredOne, other: TodoText.restored, ["count": "\(count)"])
    }

    public func deletedAll(count: Int) -> String {
        localize(TodoText.deletedAll, ["count": "\(count)"])
    }

    public func imported(count: Int) -> String {
        localize(count: count, one: TodoText.importedOne, other: TodoText.imported, ["count": "\(count)"])
    }
}
