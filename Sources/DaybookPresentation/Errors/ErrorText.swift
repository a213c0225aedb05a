import Foundation

/// What went wrong, as every feature says it: the connection, the service, the storage.
public enum ErrorText: LocalizedText, CaseIterable {
    case offline
    /// ``offline`` for a reader who reached Daybook's server (see ``Localizer/Vantage``).
    case serviceUnreachable
    /// The service of ``serviceUnreachable`` when no feature names it.
    case someService
    case timeout
    case unauthorized
    case rateLimited
    case rateLimitedRetry
    case rateLimitedRetryOne
    case server
    case unreadableResponse
    case signedOut
    case storageUnreadable
    case storageUnavailable
    case storageBusy
    case storageUnreachable
    case storageSignInRefused
    case storageUnknownDatabase
    case storageForeignSchema
    case storageFull
    case storageReadOnly
    case storageNewerVersion
    case storageCorruptRecord
    case storageFailed
    case storageDirectory
    case storagePipe
    case storageSocket
    case storageDevice
    case storageKernelFile
    case cancelled
    case notFound
    case alreadyExists

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.offline, .english): "You appear to be offline. Check your connection and try again."
        case (.offline, .japanese): "オフラインのようです。接続を確認してもう一度お試しください。"
        case (.serviceUnreachable, .english): "Daybook cannot reach {service} right now. Try again in a moment."
        case (.serviceUnreachable, .japanese): "Daybookから{service}に接続できません。しばらくしてからもう一度お試しください。"
        case (.someService, .english): "the service"
        case (.someService, .japanese): "サービス"
        case (.timeout, .english): "The service took too long to answer. Try again in a moment."
        case (.timeout, .japanese): "サービスの応答がありません。しばらくしてからもう一度お試しください。"
        case (.unauthorized, .english): "The service refused the API key. Check that it is valid."
        case (.unauthorized, .japanese): "APIキーが拒否されました。キーが正しいか確認してください。"
        case (.rateLimited, .english): "Too many requests. Wait a little and try again."
        case (.rateLimited, .japanese): "リクエストが多すぎます。少し待ってからもう一度お試しください。"
        case (.rateLimitedRetry, .english): "Too many requests. Try again in {seconds} seconds."
        case (.rateLimitedRetry, .japanese): "リクエストが多すぎます。{seconds}秒後にもう一度お試しください。"
        case (.rateLimitedRetryOne, .english): "Too many requests. Try again in {seconds} second."
        case (.rateLimitedRetryOne, .japanese): "リクエストが多すぎます。{seconds}秒後にもう一度お試しください。"
        case (.server, .english): "The service failed (HTTP {status}). Try again later."
        case (.server, .japanese): "サービスでエラーが発生しました（HTTP {status}）。後でもう一度お試しください。"
        case (.unreadableResponse, .english): "The service sent a response Daybook could not read."
        case (.unreadableResponse, .japanese): "サービスの応答を読み取れませんでした。"
        case (.signedOut, .english):
            "This list now belongs to an account: the first one was added meanwhile. Nothing was saved. Sign in (on the command line, name the person with --user) and try again."
        case (.signedOut, .japanese):
            "このリストはアカウントのものになりました（その間に最初のアカウントが作られました）。保存していません。サインインしてから（コマンドラインでは --user で人を指定して）もう一度お試しください。"
        case (.storageUnreadable, .english):
            "The database file could not be read: it is damaged or not a Daybook database."
        case (.storageUnreadable, .japanese): "データベースファイルを読み取れません。壊れているか、Daybookのデータベースではありません。"
        case (.storageUnavailable, .english): "The database could not be opened. Check the path and its permissions."
        case (.storageUnavailable, .japanese): "データベースを開けませんでした。パスと権限を確認してください。"
        case (.storageUnreachable, .english): "The database server at {server} cannot be reached. Try again shortly."
        case (.storageUnreachable, .japanese): "{server} のデータベースサーバーに接続できません。しばらくしてからもう一度お試しください。"
        case (.storageSignInRefused, .english):
            "The database server at {server} refused the user name or password in the database URL."
        case (.storageSignInRefused, .japanese): "{server} のデータベースサーバーが、データベースURLのユーザー名またはパスワードを拒否しました。"
        case (.storageUnknownDatabase, .english):
            "The database server at {server} has no database of the name in the database URL."
        case (.storageUnknownDatabase, .japanese): "{server} のデータベースサーバーに、データベースURLで指定した名前のデータベースがありません。"
        case (.storageForeignSchema, .english):
            "The database already holds another program's tables, so Daybook left it unchanged. Name an empty database."
        case (.storageForeignSchema, .japanese): "このデータベースには他のプログラムのテーブルがあるため、Daybookは何も変更していません。空のデータベースを指定してください。"
        case (.storageBusy, .english): "The database is busy in another program. Try again."
        case (.storageBusy, .japanese): "データベースが他のプログラムで使用中です。もう一度お試しください。"
        case (.storageFull, .english): "The disk is full, so nothing could be saved. Free some space and try again."
        case (.storageFull, .japanese): "ディスクの空き容量がないため、保存できませんでした。空き容量を増やしてからもう一度お試しください。"
        case (.storageReadOnly, .english):
            "The database file is read-only, so nothing can be saved to it. Check its permissions and its folder's."
        case (.storageReadOnly, .japanese): "データベースファイルが読み取り専用のため、保存できません。ファイルとフォルダの権限を確認してください。"
        case (.storageNewerVersion, .english):
            "The database was made by a newer version of Daybook. Use that version, or another database file."
        case (.storageNewerVersion, .japanese): "このデータベースは新しいバージョンのDaybookで作られています。そのバージョンを使うか、別のデータベースファイルを指定してください。"
        case (.storageCorruptRecord, .english): "A stored item is damaged and could not be read."
        case (.storageCorruptRecord, .japanese): "保存されている項目が壊れていて読み取れません。"
        case (.storageFailed, .english): "Saving or reading data failed."
        case (.storageFailed, .japanese): "データの保存または読み込みに失敗しました。"
        case (.storageDirectory, .english): "{path} is a directory. Name a file in it, such as {path}/daybook.sqlite."
        case (.storageDirectory, .japanese): "{path} はディレクトリです。その中のファイルを指定してください（例: {path}/daybook.sqlite）。"
        case (.storagePipe, .english):
            "{path} is a named pipe (FIFO), not a regular file, so it cannot hold a database. Name a regular file instead."
        case (.storagePipe, .japanese): "{path} は名前付きパイプ（FIFO）で、通常のファイルではないため、データベースを置けません。通常のファイルを指定してください。"
        case (.storageSocket, .english):
            "{path} is a socket, not a regular file, so it cannot hold a database. Name a regular file instead."
        case (.storageSocket, .japanese): "{path} はソケットで、通常のファイルではないため、データベースを置けません。通常のファイルを指定してください。"
        case (.storageDevice, .english):
            "{path} is a device, not a regular file, so it cannot hold a database. Name a regular file instead."
        case (.storageDevice, .japanese): "{path} はデバイスで、通常のファイルではないため、データベースを置けません。通常のファイルを指定してください。"
        case (.storageKernelFile, .english):
            "{path} is a file the system makes up (in /proc or /sys), not one kept on a disk, so it cannot hold a database. Name a regular file instead."
        case (.storageKernelFile, .japanese):
            "{path} はシステムが作る仮想的なファイル（/proc や /sys）で、ディスク上のファイルではないため、データベースを置けません。通常のファイルを指定してください。"
        case (.cancelled, .english): "Cancelled."
        case (.notFound, .english): "Nothing was found."
        case (.notFound, .japanese): "見つかりませんでした。"
        case (.alreadyExists, .english): "That name is taken already."
        case (.alreadyExists, .japanese): "その名前はすでに使われています。"
        case (.cancelled, .japanese): "キャンセルしました。"
        }
    }
}
