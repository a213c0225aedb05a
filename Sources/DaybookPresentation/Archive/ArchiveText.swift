import DaybookDomain
import Foundation

/// What went wrong with an archive, or with moving data in or out, in both languages.
public enum ArchiveText: LocalizedText, CaseIterable {
    case malformed
    case truncated
    case notAnArchive
    case newerVersion
    case invalidEntry
    case invalidText
    case timeOutOfRange
    case generationOutOfRange
    case duplicateID
    case countMismatch
    case destinationNotEmpty
    case personNotEmpty
    case householdNotEmpty
    case incomplete
    case copyDestinationNotEmpty
    case copyMismatch
    case backupUnsupported
    case destinationExists
    case sameDatabase
    case emptySource
    case noDatabase
    case holdsEveryone
    case duplicateAccountName
    case accountConflict
    case holdsOnePerson

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.malformed, .english):
            "The archive is not valid JSON at line {line}, column {column}. Nothing was imported."
        case (.malformed, .japanese): "アーカイブの{line}行目{column}列目が正しいJSONではありません。何もインポートしていません。"
        case (.truncated, .english):
            "The archive ends too early, at line {line}, column {column}: it was cut off. Nothing was imported."
        case (.truncated, .japanese): "アーカイブが{line}行目{column}列目で途切れています。何もインポートしていません。"
        case (.notAnArchive, .english):
            "This is not a Daybook archive (no \"format\": \"daybook\"). Nothing was imported."
        case (.notAnArchive, .japanese): "Daybookのアーカイブではありません（\"format\": \"daybook\" がありません）。何もインポートしていません。"
        case (.newerVersion, .english):
            "The archive is in format version {found}, made by a newer Daybook; this one reads version {supported}. Nothing was imported."
        case (.newerVersion, .japanese):
            "アーカイブの形式はバージョン{found}です（新しいDaybookで作成）。このDaybookが読めるのはバージョン{supported}までです。何もインポートしていません。"
        case (.invalidEntry, .english): "Line {line}: “{field}” is missing or not valid. Nothing was imported."
        case (.invalidEntry, .japanese): "{line}行目：「{field}」がないか、正しくありません。何もインポートしていません。"
        case (.invalidText, .english): "Line {line}, column {column}: {message} Nothing was imported."
        case (.invalidText, .japanese): "{line}行目{column}列目：{message}何もインポートしていません。"
        case (.timeOutOfRange, .english):
            "Line {line}, column {column}: “{field}” must be a time from 0001-01-01 to 9999-12-31 (UTC): milliseconds since 1970 from -62135596800000 to 253402300799999. Nothing was imported."
        case (.timeOutOfRange, .japanese):
            "{line}行目{column}列目：「{field}」は0001-01-01から9999-12-31まで（UTC）の時刻、つまり1970年からのミリ秒で-62135596800000から253402300799999までにしてください。何もインポートしていません。"
        case (.generationOutOfRange, .english):
            "Line {line}, column {column}: “generation” must be a whole number from 0 to 253402300799999. Nothing was imported."
        case (.generationOutOfRange, .japanese):
            "{line}行目{column}列目：「generation」は0から253402300799999までの整数にしてください。何もインポートしていません。"
        case (.duplicateID, .english): "Line {line}: the id {id} appears twice in the archive. Nothing was imported."
        case (.duplicateID, .japanese): "{line}行目：ID {id} がアーカイブに2回あります。何もインポートしていません。"
        case (.countMismatch, .english):
            "The archive says it holds {expected} but holds {found}: it was changed or damaged. Nothing was imported."
        case (.countMismatch, .japanese):
            "アーカイブには{expected}とありますが、実際には{found}です。変更されたか壊れています。何もインポートしていません。"
        case (.destinationNotEmpty, .english):
            "The database already holds {counts}. Use --replace to replace everything, or --merge to merge into it."
        case (.destinationNotEmpty, .japanese):
            "データベースにはすでに{counts}あります。すべて置き換えるには --replace、統合するには --merge を指定してください。"
        case (.personNotEmpty, .english):
            "{name}'s data already holds {counts}. Use --replace to replace it, or --merge to merge into it."
        case (.personNotEmpty, .japanese):
            "{name}さんのデータにはすでに{counts}あります。置き換えるには --replace、統合するには --merge を指定してください。"
        case (.householdNotEmpty, .english):
            "Your data already holds {counts} (this Daybook has no accounts: it is everything in the database). Use --replace to replace it, or --merge to merge into it."
        case (.householdNotEmpty, .japanese):
            "あなたのデータにはすでに{counts}あります（このDaybookにはアカウントがないので、データベースのすべてのデータです）。置き換えるには --replace、統合するには --merge を指定してください。"
        case (.incomplete, .english):
            "The archive holds {archive}, but only {stored} of them could be stored, so nothing was changed: what was there is as it was."
        case (.incomplete, .japanese):
            "アーカイブには{archive}がありますが、保存できたのはそのうち{stored}だけでした。そのため何も変更していません（元のデータはそのままです）。"
        case (.copyDestinationNotEmpty, .english):
            "The destination, {destination}, already holds {counts}: use --replace to replace everything there, or --merge to merge into it."
        case (.copyDestinationNotEmpty, .japanese):
            "コピー先の {destination} にはすでに{counts}あります。すべて置き換えるには --replace、統合するには --merge を指定してください。"
        case (.copyMismatch, .english):
            "After the copy the destination holds {destination}, but the source held {source}."
        case (.copyMismatch, .japanese): "コピー後のコピー先は{destination}ですが、コピー元は{source}でした。"
        case (.backupUnsupported, .english):
            "Daybook backs up SQLite databases only. For PostgreSQL use its own tool: pg_dump (for example `pg_dump --format=custom --file=daybook.dump DATABASE_URL`), or `daybook data export`."
        case (.backupUnsupported, .japanese):
            "DaybookがバックアップできるのはSQLiteのデータベースだけです。PostgreSQLには専用のツール pg_dump（例：`pg_dump --format=custom --file=daybook.dump DATABASE_URL`）か `daybook data export` を使ってください。"
        case (.destinationExists, .english): "{path} exists already; nothing was overwritten. Choose a new file name."
        case (.destinationExists, .japanese): "{path} はすでにあります。上書きしていません。新しいファイル名を指定してください。"
        case (.sameDatabase, .english): "The source and the destination are the same database."
        case (.sameDatabase, .japanese): "コピー元とコピー先が同じデータベースです。"
        case (.emptySource, .english):
            "The source holds nothing (no accounts, todos or profiles), so --replace would empty the destination, which holds {counts}. Nothing was changed: check the source, or import an empty archive on purpose."
        case (.emptySource, .japanese):
            "コピー元にはアカウントもTODOもプロフィールもありません。--replace を使うと、コピー先（{counts}）が空になります。何も変更していません。コピー元を確認するか、意図して空にする場合は空のアーカイブをインポートしてください。"
        case (.noDatabase, .english): "There is no database at {path}; nothing was copied. Check the path."
        case (.noDatabase, .japanese): "{path} にデータベースがありません。何もコピーしていません。パスを確認してください。"
        case (.holdsEveryone, .english):
            "This archive holds everyone's data, accounts and all (written by `daybook data export --all`). Import it with `daybook data import --all`. Nothing was imported."
        case (.holdsEveryone, .japanese):
            "このアーカイブには全員のデータ（アカウントを含む）が入っています（`daybook data export --all` で作成）。`daybook data import --all` でインポートしてください。何もインポートしていません。"
        case (.duplicateAccountName, .english):
            "Line {line}: the account name “{name}” appears twice in the archive (names are compared as signing in compares them: in any width or case). Nothing was imported."
        case (.duplicateAccountName, .japanese):
            "{line}行目：アカウント名「{name}」がアーカイブに2回あります（サインインと同じく、全角・半角や大文字・小文字を区別せずに比べます）。何もインポートしていません。"
        case (.accountConflict, .english):
            "The account “{name}” in the archive is not the account of that name (or that id) here: merging would give one person's data to another. Nothing was imported. To merge, one side must not have that name: export that person's data (`daybook data export --user NAME`) and remove the account (`daybook user remove`) on one side; or use --replace."
        case (.accountConflict, .japanese):
            "アーカイブのアカウント「{name}」は、ここにある同じ名前（またはID）のアカウントとは別人です。統合すると他人のデータを渡してしまうため、何もインポートしていません。統合するには、どちらか一方でその人のデータをエクスポートし（`daybook data export --user 名前`）、アカウントを削除してください（`daybook user remove`）。または --replace を使ってください。"
        case (.holdsOnePerson, .english):
            "This archive holds one person's todos and profile, and no accounts. Import it without --all, as the person it is for (--user NAME). Nothing was imported."
        case (.holdsOnePerson, .japanese):
            "このアーカイブには1人分のTODOとプロフィールだけが入っていて、アカウントはありません。--all を付けずに、その人として（--user 名前）インポートしてください。何もインポートしていません。"
        }
    }

    /// The names of the fields an archive's entries are checked for, as the features name them.
    public static let vocabulary = ErrorVocabulary(
        fields: [.todoTitle: TodoText.fieldTitle, .profileName: ProfileText.fieldName])

    /// Counts in words: "3 todos and 1 profile", or, when there are accounts (everyone's data),
    /// "2 accounts, 3 todos and 1 profile".
    static func counts(_ counts: ArchiveCounts, in language: Language) -> String {
        let accounts = counts.accounts > 0
        return switch language {
        case .english:
            (!accounts ? "" : "\(counts.accounts) \(counts.accounts == 1 ? "account" : "accounts"), ")
                + "\(counts.todos) \(counts.todos == 1 ? "todo" : "todos") and "
                + "\(counts.profiles) \(counts.profiles == 1 ? "profile" : "profiles")"
        case .japanese:
            (!accounts ? "" : "アカウント\(counts.accounts)件、")
                + "TODO \(counts.todos)件とプロフィール\(counts.profiles)件"
        }
    }
}
