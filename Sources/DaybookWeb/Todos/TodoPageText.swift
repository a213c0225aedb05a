import DaybookPresentation

/// The todo pages' texts: the forms, the filter, the buttons; their link and dashboard card.
enum TodoPageText: LocalizedText, CaseIterable {
    case navigation
    case openCount
    case newLabel
    case add
    case searchLabel
    case filterLabel
    case filterAll
    case filterOpen
    case filterDone
    case applyFilter
    case markDone
    case markOpen
    case renameLabel
    case rename
    case delete
    case clearCompleted

    func text(in language: Language) -> String {
        switch (self, language) {
        case (.navigation, .english): "Todos"
        case (.navigation, .japanese): "TODO"
        case (.openCount, .english): "Open todos: {count}"
        case (.openCount, .japanese): "未完了のTODO：{count}件"
        case (.newLabel, .english): "New todo"
        case (.newLabel, .japanese): "新しいTODO"
        case (.add, .english): "Add"
        case (.add, .japanese): "追加"
        case (.searchLabel, .english): "Search todos"
        case (.searchLabel, .japanese): "TODOを検索"
        case (.filterLabel, .english): "Show"
        case (.filterLabel, .japanese): "表示"
        case (.filterAll, .english): "All"
        case (.filterAll, .japanese): "すべて"
        case (.filterOpen, .english): "Open"
        case (.filterOpen, .japanese): "未完了"
        case (.filterDone, .english): "Done"
        case (.filterDone, .japanese): "完了"
        case (.applyFilter, .english): "Apply"
        case (.applyFilter, .japanese): "絞り込む"
        case (.markDone, .english): "Mark “{title}” done"
        case (.markDone, .japanese): "「{title}」を完了にする"
        case (.markOpen, .english): "Mark “{title}” open"
        case (.markOpen, .japanese): "「{title}」を未完了に戻す"
        case (.renameLabel, .english): "New title for “{title}”"
        case (.renameLabel, .japanese): "「{title}」の新しいタイトル"
        case (.rename, .english): "Rename"
        case (.rename, .japanese): "名前を変更"
        case (.delete, .english): "Delete “{title}”"
        case (.delete, .japanese): "「{title}」を削除"
        case (.clearCompleted, .english): "Clear completed"
        case (.clearCompleted, .japanese): "完了済みを削除"
        }
    }
}
