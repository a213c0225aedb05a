import DaybookDomain
import Foundation

/// The accounts' texts: their inputs' names, what the commands that manage them say, and what a
/// sign-in asks.
public enum AccountText: LocalizedText, CaseIterable {
    case fieldName
    case fieldPassword
    case notFound
    case alreadyExists
    case added
    case removed
    case removalWarning
    case removalConfirm
    case removalNeedsYes
    case removalKept
    case passwordChanged
    case tokenIssued
    case tokensRevokedOne
    case tokensRevoked
    case noAccounts
    case columnName
    case columnAdded
    case passwordPrompt
    case passwordAgain
    case passwordsDiffer
    case passwordNotRead
    case passwordNotText

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.fieldName, .english): "The account name"
        case (.fieldName, .japanese): "アカウント名"
        case (.fieldPassword, .english): "The password"
        case (.fieldPassword, .japanese): "パスワード"
        case (.notFound, .english): "There is no account with that name."
        case (.notFound, .japanese): "その名前のアカウントはありません。"
        case (.alreadyExists, .english):
            "An account with that name exists already (names are the same whatever their letter case)."
        case (.alreadyExists, .japanese): "その名前のアカウントはすでにあります（大文字と小文字は区別しません）。"
        case (.added, .english): "Added the account {name}."
        case (.added, .japanese): "アカウント{name}を追加しました。"
        case (.removed, .english): "Removed the account {name}."
        case (.removed, .japanese): "アカウント{name}を削除しました。"
        case (.removalWarning, .english):
            "Removing {name} deletes the account, its todos, its profile and its API tokens at once."
        case (.removalWarning, .japanese): "{name}を削除すると、アカウントとそのTODO、プロフィール、APIトークンがすぐに削除されます。"
        case (.removalConfirm, .english): "Type the name again to remove it: "
        case (.removalConfirm, .japanese): "削除するには、名前をもう一度入力してください："
        case (.removalNeedsYes, .english):
            "Not on a terminal: nothing was removed. Add --yes to remove {name} without asking."
        case (.removalNeedsYes, .japanese): "端末ではないため、何も削除していません。確認せずに{name}を削除するには --yes を付けてください。"
        case (.removalKept, .english): "The name did not match; nothing was removed."
        case (.removalKept, .japanese): "名前が一致しないため、何も削除していません。"
        case (.passwordChanged, .english): "Changed the password of {name}: its API tokens are revoked."
        case (.passwordChanged, .japanese): "{name}のパスワードを変更しました。APIトークンは無効になりました。"
        case (.tokenIssued, .english):
            "A new API token for {name}. It is shown only this once; keep it somewhere safe:"
        case (.tokenIssued, .japanese): "{name}の新しいAPIトークンです。表示はこの一度だけです。安全な場所に保管してください："
        case (.tokensRevokedOne, .english): "Revoked {count} API token of {name}."
        case (.tokensRevokedOne, .japanese): "{name}のAPIトークンを{count}件無効にしました。"
        case (.tokensRevoked, .english): "Revoked {count} API tokens of {name}."
        case (.tokensRevoked, .japanese): "{name}のAPIトークンを{count}件無効にしました。"
        case (.columnName, .english): "Name"
        case (.columnName, .japanese): "名前"
        case (.columnAdded, .english): "Added"
        case (.columnAdded, .japanese): "追加日時"
        case (.noAccounts, .english): "No accounts yet. Add one with: daybook user add NAME"
        case (.noAccounts, .japanese): "アカウントはまだありません。追加するには：daybook user add 名前"
        case (.passwordPrompt, .english): "Password for {name}: "
        case (.passwordPrompt, .japanese): "{name}のパスワード："
        case (.passwordAgain, .english): "The same password again: "
        case (.passwordAgain, .japanese): "確認のため、もう一度入力してください："
        case (.passwordsDiffer, .english): "The two passwords differ; nothing was changed."
        case (.passwordsDiffer, .japanese): "2つのパスワードが一致しないため、何も変更していません。"
        case (.passwordNotRead, .english):
            "No password was given: type it on a terminal, or send it on standard input (one line)."
        case (.passwordNotText, .english):
            "The password could not be read as text (UTF-8); nothing was changed."
        case (.passwordNotText, .japanese): "パスワードをテキスト（UTF-8）として読み取れないため、何も変更していません。"
        case (.passwordNotRead, .japanese): "パスワードが入力されていません。端末で入力するか、標準入力から1行で渡してください。"
        }
    }
}

extension AccountText {
    /// How accounts name what their domain reports, for the ``ErrorPresenter``.
    public static let vocabulary = ErrorVocabulary(
        notFound: [.account: AccountText.notFound],
        fields: [.accountName: AccountText.fieldName, .password: AccountText.fieldPassword],
        alreadyExists: [.account: AccountText.alreadyExists])
}
