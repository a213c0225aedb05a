import DaybookPresentation

/// What the terminal app's Todos tab and a todo's screen say beyond the feature's own texts
/// (`TodoText`): the tab's name in the tab bar, their keys, prompts and filter, an empty list.
enum TodoTabText: LocalizedText, CaseIterable {
    case title
    case keys
    case keysField
    case keysTodo
    case addPrompt
    case renamePrompt
    case undoHint
    case filterLabel
    case filterAll
    case filterOpen
    case filterDone
    case noTodosYet

    func text(in language: Language) -> String {
        switch (self, language) {
        case (.title, .english): "Todos"
        case (.title, .japanese): "TODO"
        case (.keys, .english):
            "↑↓ move · Enter open · a add · Space done · e rename · d delete · u undo · / search · f filter"
        case (.keys, .japanese): "↑↓ 移動 · Enter 開く · a 追加 · Space 完了 · e 名前変更 · d 削除 · u 元に戻す · / 検索 · f 絞り込み"
        case (.keysField, .english): "Enter save · Esc cancel"
        case (.keysField, .japanese): "Enter 保存 · Esc キャンセル"
        case (.keysTodo, .english): "e rename · Space done · Esc back"
        case (.keysTodo, .japanese): "e 名前変更 · Space 完了 · Esc 戻る"
        case (.addPrompt, .english): "New todo: "
        case (.addPrompt, .japanese): "新しいタスク: "
        case (.renamePrompt, .english): "Title: "
        case (.renamePrompt, .japanese): "タイトル: "
        case (.undoHint, .english): "Press u to undo."
        case (.undoHint, .japanese): "u で元に戻せます。"
        case (.filterLabel, .english): "Filter: {filter}"
        case (.filterLabel, .japanese): "絞り込み: {filter}"
        case (.filterAll, .english): "all"
        case (.filterAll, .japanese): "すべて"
        case (.filterOpen, .english): "open"
        case (.filterOpen, .japanese): "未完了"
        case (.filterDone, .english): "done"
        case (.filterDone, .japanese): "完了"
        case (.noTodosYet, .english): "No todos yet. Press a to add one."
        case (.noTodosYet, .japanese): "タスクがありません。a で追加できます。"
        }
    }
}
