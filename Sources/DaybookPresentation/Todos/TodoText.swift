import DaybookDomain
import Foundation

/// The Todos feature's texts: confirmations, the list's summary and empty states, its columns,
/// and the names of its inputs. A counted confirmation has a `One` form for the languages that
/// tell one from many (see ``PluralCategory``). In Japanese a todo is a タスク, as guide 004 calls
/// it, and the empty list and the field to add one say 004's words (タスクがありません, タスクを入力).
public enum TodoText: LocalizedText, CaseIterable {
    case notFound
    case notFoundNamed
    case fieldTitle
    case fieldID
    case fieldOrder
    case added
    /// Added, on a screen that shows the new row: its id needs no words.
    case addedToList
    case completed
    case reopened
    case renamed
    case alreadyCompleted
    case alreadyOpen
    case alreadyTitled
    case moved
    case deleted
    case clearedCompleted
    case clearedCompletedOne
    case deletedAll
    case imported
    case importedOne
    case restoredTitle
    case restored
    case restoredOne
    case listPage
    case listEmpty
    /// What the field that adds a todo says until something is typed in it.
    case newTitlePlaceholder
    case listNoMatches
    case listNoneOpen
    case listNoneDone
    case listSummary
    case columnID
    case columnDone
    case columnOrder
    case columnTitle
    /// A search's summary: how many it found of how many there are (one form per plural).
    case listMatches
    case listMatchesOne

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.notFound, .english): "No todo has that id."
        case (.notFound, .japanese): "そのIDのタスクはありません。"
        case (.notFoundNamed, .english): "No todo has the id “{input}”."
        case (.notFoundNamed, .japanese): "「{input}」というIDのタスクはありません。"
        case (.fieldTitle, .english): "The title"
        case (.fieldTitle, .japanese): "タイトル"
        case (.fieldID, .english): "The todo id"
        case (.fieldID, .japanese): "タスクのID"
        case (.fieldOrder, .english): "The order"
        case (.fieldOrder, .japanese): "並び順"
        case (.added, .english): "Added “{title}” ({id})."
        case (.added, .japanese): "「{title}」を追加しました（{id}）。"
        case (.addedToList, .english): "Added “{title}”."
        case (.addedToList, .japanese): "「{title}」を追加しました。"
        case (.completed, .english): "Completed “{title}”."
        case (.completed, .japanese): "「{title}」を完了にしました。"
        case (.reopened, .english): "Reopened “{title}”."
        case (.reopened, .japanese): "「{title}」を未完了に戻しました。"
        case (.renamed, .english): "Renamed to “{title}”."
        case (.renamed, .japanese): "「{title}」に名前を変更しました。"
        case (.alreadyCompleted, .english): "“{title}” is already done."
        case (.alreadyCompleted, .japanese): "「{title}」はすでに完了しています。"
        case (.alreadyOpen, .english): "“{title}” is already open."
        case (.alreadyOpen, .japanese): "「{title}」はすでに未完了です。"
        case (.alreadyTitled, .english): "“{title}” already has that title."
        case (.alreadyTitled, .japanese): "「{title}」はすでにそのタイトルです。"
        case (.moved, .english): "Moved “{title}” to order {order}."
        case (.moved, .japanese): "「{title}」を{order}番に移動しました。"
        case (.deleted, .english): "Deleted “{title}”."
        case (.deleted, .japanese): "「{title}」を削除しました。"
        case (.clearedCompleted, .english): "Cleared {count} completed todos."
        case (.clearedCompleted, .japanese): "完了済みのタスクを削除しました：{count}件。"
        case (.clearedCompletedOne, .english): "Cleared {count} completed todo."
        case (.clearedCompletedOne, .japanese): "完了済みのタスクを削除しました：{count}件。"
        case (.deletedAll, .english): "Deleted all todos: {count}."
        case (.deletedAll, .japanese): "すべてのタスクを削除しました：{count}件。"
        case (.imported, .english): "Imported {count} todos."
        case (.imported, .japanese): "{count}件のタスクを読み込みました。"
        case (.importedOne, .english): "Imported {count} todo."
        case (.importedOne, .japanese): "{count}件のタスクを読み込みました。"
        case (.restoredTitle, .english): "Restored “{title}”."
        case (.restoredTitle, .japanese): "「{title}」を元に戻しました。"
        case (.restored, .english): "Restored {count} todos."
        case (.restored, .japanese): "{count}件のタスクを元に戻しました。"
        case (.restoredOne, .english): "Restored {count} todo."
        case (.restoredOne, .japanese): "{count}件のタスクを元に戻しました。"
        case (.listPage, .english): "Page {page} of {count}"
        case (.listPage, .japanese): "{page}/{count}ページ"
        case (.listEmpty, .english): "No todos yet."
        case (.listEmpty, .japanese): "タスクがありません"
        case (.newTitlePlaceholder, .english): "Enter a todo"
        case (.newTitlePlaceholder, .japanese): "タスクを入力"
        case (.listNoMatches, .english): "No todos match “{query}”."
        case (.listNoMatches, .japanese): "「{query}」に一致するタスクはありません。"
        case (.listNoneOpen, .english): "Nothing left to do."
        case (.listNoneOpen, .japanese): "未完了のタスクはありません。"
        case (.listNoneDone, .english): "No completed todos."
        case (.listNoneDone, .japanese): "完了したタスクはありません。"
        case (.listSummary, .english): "Total {total} · open {open} · done {done}"
        case (.listSummary, .japanese): "全{total}件・未完了{open}件・完了{done}件"
        case (.columnID, .english): "ID"
        case (.columnID, .japanese): "ID"
        case (.columnDone, .english): "Done"
        case (.columnDone, .japanese): "完了"
        case (.columnOrder, .english): "Order"
        case (.columnOrder, .japanese): "順番"
        case (.columnTitle, .english): "Title"
        case (.columnTitle, .japanese): "タイトル"
        case (.listMatches, .english): "{matching} of {total} match “{query}”"
        case (.listMatches, .japanese): "「{query}」に一致：{total}件中{matching}件"
        case (.listMatchesOne, .english): "{matching} of {total} matches “{query}”"
        case (.listMatchesOne, .japanese): "「{query}」に一致：{total}件中{matching}件"
        }
    }
}

extension TodoText {
    /// How the Todos feature names what its domain reports, for its ``ErrorPresenter``.
    public static let vocabulary = ErrorVocabulary(
        notFound: [.todo: TodoText.notFound],
        fields: [.todoTitle: TodoText.fieldTitle, .todoID: TodoText.fieldID, .todoOrder: TodoText.fieldOrder],
        notFoundNamed: [.todo: TodoText.notFoundNamed])
}
