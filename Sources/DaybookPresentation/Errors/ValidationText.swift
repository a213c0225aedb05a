import Foundation

/// What is wrong with an input, whatever the feature, and the names of the inputs every
/// feature shares (a page, a search). `{field}` is the input's name.
public enum ValidationText: LocalizedText, CaseIterable {
    case empty
    case tooShort
    case tooLong
    case malformed
    case ambiguous
    case belowMinimum
    case aboveMaximum
    case atLine
    case controlCharacter
    case oversizedCharacter
    case whitespace
    case privateUseCharacter
    case unassignedCharacter
    case colon
    case fieldPage
    case fieldPageSize
    case fieldSearch
    case fieldValue

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.empty, .english): "{field} must not be empty."
        case (.empty, .japanese): "{field}を入力してください。"
        case (.tooShort, .english): "{field} must be at least {minimum} characters."
        case (.tooShort, .japanese): "{field}は{minimum}文字以上で入力してください。"
        case (.tooLong, .english): "{field} must be at most {maximum} characters."
        case (.tooLong, .japanese): "{field}は{maximum}文字以内で入力してください。"
        case (.malformed, .english): "{field} is not in a valid form."
        case (.malformed, .japanese): "{field}の形式が正しくありません。"
        case (.ambiguous, .english): "{field} matches more than one item; type more of it."
        case (.ambiguous, .japanese): "{field}に当てはまる項目が複数あります。もっと長く入力してください。"
        case (.belowMinimum, .english): "{field} must be {minimum} or more."
        case (.belowMinimum, .japanese): "{field}は{minimum}以上にしてください。"
        case (.aboveMaximum, .english): "{field} must be {maximum} or less."
        case (.aboveMaximum, .japanese): "{field}は{maximum}以下にしてください。"
        case (.atLine, .english): "Line {line}: {message} Nothing was added."
        case (.atLine, .japanese): "{line}行目：{message}何も追加していません。"
        case (.controlCharacter, .english):
            "{field} must not contain control characters (line breaks, tabs, escape codes) or characters that change the direction of the text."
        case (.controlCharacter, .japanese): "{field}に制御文字（改行・タブ・エスケープコード）や文字の向きを変える文字は使えません。"
        case (.oversizedCharacter, .english):
            "{field} has a character made of too many parts (such as stacked accents)."
        case (.oversizedCharacter, .japanese): "{field}に、組み合わせる記号が多すぎる文字があります（アクセント記号の重ねすぎなど）。"
        case (.whitespace, .english): "{field} must be one word, without spaces."
        case (.whitespace, .japanese): "{field}に空白は使えません。"
        case (.privateUseCharacter, .english):
            "{field} must not contain a private-use character: it has no agreed meaning and may show as nothing."
        case (.privateUseCharacter, .japanese): "{field}に私用領域の文字は使えません（意味が決まっておらず、何も表示されないことがあります）。"
        case (.unassignedCharacter, .english):
            "{field} must not contain a character that Unicode has not assigned: it may show as nothing."
        case (.unassignedCharacter, .japanese): "{field}にUnicodeで未割り当ての文字は使えません（何も表示されないことがあります）。"
        case (.colon, .english):
            "{field} must not contain a colon (:): HTTP Basic authentication puts one between the name and the password."
        case (.colon, .japanese): "{field}にコロン（:）は使えません。HTTP Basic 認証では名前とパスワードの区切りに使われます。"
        case (.fieldPage, .english): "The page"
        case (.fieldPage, .japanese): "ページ"
        case (.fieldPageSize, .english): "The page size"
        case (.fieldPageSize, .japanese): "ページの件数"
        case (.fieldValue, .english): "The value"
        case (.fieldValue, .japanese): "値"
        case (.fieldSearch, .english): "The search text"
        case (.fieldSearch, .japanese): "検索語"
        }
    }
}
