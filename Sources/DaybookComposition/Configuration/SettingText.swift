import DaybookPresentation

/// What is wrong with a setting (a variable, a flag), as the command line and the pages say it.
public enum SettingText: LocalizedText, CaseIterable {
    case missingAPIKey
    case invalidSetting
    case secondsOutOfRange
    case unusableProxy
    case unusableDatabaseURL
    case databaseURLAsPath
    case serveNeedsPassword
    case serveShortPassword
    case whichAccount
    case listSeparator
    case metricsHostWithoutPort
    case missingConfiguration
    case unreadableConfiguration
    case unknownConfigurationKey
    case exposedSecret

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.missingAPIKey, .english):
            "OpenWeather needs an API key: set OPENWEATHER_API_KEY, or use --provider open-meteo."
        case (.missingAPIKey, .japanese):
            "OpenWeatherにはAPIキーが必要です。OPENWEATHER_API_KEYを設定するか、--provider open-meteoを使ってください。"
        case (.invalidSetting, .english): "{name} has a value Daybook cannot use: “{value}”."
        case (.invalidSetting, .japanese): "{name}の値「{value}」は使えません。"
        case (.secondsOutOfRange, .english): "{name} takes {lowest} to {highest} seconds, not “{value}”."
        case (.secondsOutOfRange, .japanese): "{name} には{lowest}〜{highest}秒を指定してください（「{value}」は使えません）。"
        case (.unusableProxy, .english):
            "{name} does not name a proxy Daybook can use: write it as http://host:port or socks5://host:port."
        case (.unusableProxy, .japanese):
            "{name} はDaybookが使えるプロキシではありません。http://ホスト:ポート または socks5://ホスト:ポート の形で指定してください。"
        case (.unusableDatabaseURL, .english):
            "{name} is not a database URL Daybook can use: write it as postgres://USER:PASSWORD@HOST:PORT/DATABASE, optionally with ?sslmode=require."
        case (.unusableDatabaseURL, .japanese):
            "{name} はDaybookが使えるデータベースURLではありません。postgres://ユーザー:パスワード@ホスト:ポート/データベース の形で指定してください（?sslmode=require も指定できます）。"
        case (.databaseURLAsPath, .english):
            "{name} takes the path of a SQLite file, not a URL: give a PostgreSQL database with --database-url or DAYBOOK_DATABASE_URL."
        case (.databaseURLAsPath, .japanese):
            "{name} にはSQLiteのファイルのパスを指定してください（URLは使えません）。PostgreSQLのデータベースは --database-url または DAYBOOK_DATABASE_URL で指定してください。"
        case (.serveNeedsPassword, .english):
            "Serving on {host} lets other machines connect: add an account for each person (daybook user add NAME), set DAYBOOK_PASSWORD in the environment, or add --public to serve without a password on purpose."
        case (.serveNeedsPassword, .japanese):
            "{host} で待ち受けると他のマシンから接続できます。利用する人ごとにアカウントを追加するか（daybook user add 名前）、環境変数 DAYBOOK_PASSWORD を設定するか、パスワードなしで公開するなら --public を付けてください。"
        case (.serveShortPassword, .english): "DAYBOOK_PASSWORD must have at least {minimum} characters."
        case (.serveShortPassword, .japanese): "DAYBOOK_PASSWORD は{minimum}文字以上にしてください。"
        case (.whichAccount, .english):
            "Several people have accounts here ({names}): say whose data to use with --user NAME or DAYBOOK_USER."
        case (.listSeparator, .english): ", "
        case (.listSeparator, .japanese): "、"
        case (.whichAccount, .japanese):
            "複数のアカウントがあります（{names}）。--user 名前 または DAYBOOK_USER で、誰のデータを使うか指定してください。"
        case (.metricsHostWithoutPort, .english):
            "Metrics are served only on a port of their own: give --metrics-port (or DAYBOOK_METRICS_PORT) with the host {host}."
        case (.missingConfiguration, .english): "The configuration file {path} does not exist."
        case (.missingConfiguration, .japanese): "設定ファイル {path} がありません。"
        case (.unreadableConfiguration, .english):
            "{path} is not a configuration file Daybook can read: write one JSON object of settings."
        case (.unreadableConfiguration, .japanese):
            "{path} はDaybookが読める設定ファイルではありません。設定を1つのJSONオブジェクトで書いてください。"
        case (.unknownConfigurationKey, .english):
            "{key} in {path} is not a Daybook setting: each key is a variable's name in lower case without DAYBOOK_."
        case (.unknownConfigurationKey, .japanese):
            "{path} の {key} はDaybookの設定ではありません。キーは環境変数名からDAYBOOK_を除いて小文字にしたものです。"
        case (.exposedSecret, .english):
            "{path} holds {key}, a secret, but other users may read it: make it yours alone (chmod 600 {path})."
        case (.exposedSecret, .japanese):
            "{path} には秘密の {key} がありますが、他のユーザーも読めます。本人だけが読めるようにしてください（chmod 600 {path}）。"
        case (.metricsHostWithoutPort, .japanese):
            "メトリクスは専用のポートでのみ提供されます。ホスト {host} と一緒に --metrics-port（または DAYBOOK_METRICS_PORT）を指定してください。"
        }
    }
}
