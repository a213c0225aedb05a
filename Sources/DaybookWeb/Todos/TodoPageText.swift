import DaybookPresentation

/// The todo pages' texts: the forms, the filter, the row's buttons, the edit view, the undo;
/// their link and dashboard card. In Japanese a todo is a タスク, as guide 004 calls it, and the
/// list and the field to add one are 004's タスク一覧 and 新しいタスク; the link keeps the feature's
/// name, TODO, beside the other features'.
package enum TodoPageText: LocalizedText, CaseIterable {
    case navigation
    /// The list page's heading and title.
    case listTitle
    case openCount
    case newLabel
    case add
    case searchLabel
    case search
    case filterLabel
    case filterAll
    case filterOpen
    case filterDone
    case markDone
    case markOpen
    case edit
    case delete
    case clearCompleted
    case editTitle
    case titleLabel
    case save
    case cancel
    case deleteThis
    case backToList
    case undo
    case nothingToUndo
    /// The link to a todo just added that the search or filter shown leaves out.
    case showAdded

    package func text(in language: Language) -> String {
        switch (self, language) {
        case (.navigation, .english): "Todos"
        case (.navigation, .japanese): "TODO"
        case (.listTitle, .english): "Todos"
        case (.listTitle, .japanese): "タスク一覧"
        case (.openCount, .english): "Open todos: {count}"
        case (.openCount, .japanese): "未完了のタスク：{count}件"
        case (.newLabel, .english): "New todo"
        case (.newLabel, .japanese): "新しいタスク"
        case (.add, .english): "Add"
        case (.add, .japanese): "追加"
        case (.searchLabel, .english): "Search todos"
        case (.searchLabel, .japanese): "タスクを検索"
        case (.search, .english): "Search"
        case (.search, .japanese): "検索"
        case (.filterLabel, .english): "Show"
        case (.filterLabel, .japanese): "表示"
        case (.filterAll, .english): "All"
        case (.filterAll, .japanese): "すべて"
        case (.filterOpen, .english): "Open"
        case (.filterOpen, .japanese): "未完了"
        case (.filterDone, .english): "Done"
        case (.filterDone, .japanese): "完了"
        case (.markDone, .english): "Mark “{title}” done"
        case (.markDone, .japanese): "「{title}」を完了にする"
        case (.markOpen, .english): "Mark “{title}” open"
        case (.markOpen, .japanese): "「{title}」を未完了に戻す"
        case (.edit, .english): "Edit “{title}”"
        case (.edit, .japanese): "「{title}」を編集"
        case (.delete, .english): "Delete “{title}”"
        case (.delete, .japanese): "「{title}」を削除"
        case (.clearCompleted, .english): "Clear completed"
        case (.clearCompleted, .japanese): "完了済みを削除"
        case (.editTitle, .english): "Edit todo"
        case (.editTitle, .japanese): "タスクを編集"
        case (.titleLabel, .english): "Title"
        case (.titleLabel, .japanese): "タイトル"
        case (.save, .english): "Save"
        case (.save, .japanese): "保存"
        case (.cancel, .english): "Cancel"
        case (.cancel, .japanese): "キャンセル"
        case (.deleteThis, .english): "Delete this todo"
        case (.deleteThis, .japanese): "このタスクを削除"
        case (.backToList, .english): "All todos"
        case (.backToList, .japanese): "タスク一覧"
        case (.undo, .english): "Undo"
        case (.undo, .japanese): "元に戻す"
        case (.nothingToUndo, .english): "There is nothing to undo any more."
        case (.nothingToUndo, .japanese): "元に戻せる操作はもうありません。"
        case (.showAdded, .english): "Show it"
        case (.showAdded, .japanese): "表示する"
        }
    }
}
