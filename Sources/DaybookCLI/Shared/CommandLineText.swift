import DaybookPresentation

/// What the command line itself says: a command typed wrong, a port taken. Worded here, beside
/// the driver that shows it, as `WebText` is beside the pages.
enum CommandLineText: LocalizedText {
    case unknownCommand
    case unknownCommandSuggestion
    case unknownOption
    case unknownOptionSuggestion
    case missingArgument
    case missingValue
    case conflictingFlags
    case invalidValue
    case invalidValueChoices
    case unexpectedArgument
    case unexpectedArguments
    case usage
    case seeHelp
    case databaseNeedsPath
    case everyoneOrUser
    case twoDatabases
    case passwordInArgument
    case copyNeedsDestination
    case portOutOfRange
    case addressInUse
    case renamedCommand

    func text(in language: Language) -> String {
        switch (self, language) {
        case (.unknownCommand, .english): "Unknown command “{word}” for {command}."
        case (.unknownCommand, .japanese): "{command} に「{word}」というコマンドはありません。"
        case (.unknownCommandSuggestion, .english):
            "Unknown command “{word}” for {command}. Did you mean “{suggestion}”?"
        case (.unknownCommandSuggestion, .japanese): "{command} に「{word}」というコマンドはありません。「{suggestion}」のことですか？"
        case (.unknownOption, .english): "Unknown option “{option}”."
        case (.unknownOption, .japanese): "「{option}」というオプションはありません。"
        case (.unknownOptionSuggestion, .english): "Unknown option “{option}”. Did you mean “{suggestion}”?"
        case (.unknownOptionSuggestion, .japanese): "「{option}」というオプションはありません。「{suggestion}」のことですか？"
        case (.missingArgument, .english): "Missing the argument {name}."
        case (.missingArgument, .japanese): "引数 {name} がありません。"
        case (.conflictingFlags, .english): "{first} and {second} cannot be given together: give one."
        case (.conflictingFlags, .japanese): "{first} と {second} は同時に指定できません。どちらか一方にしてください。"
        case (.missingValue, .english): "Missing a value for {option}."
        case (.missingValue, .japanese): "{option} の値がありません。"
        case (.invalidValue, .english): "“{value}” is not a value {option} takes."
        case (.invalidValue, .japanese): "「{value}」は {option} に使えない値です。"
        case (.invalidValueChoices, .english): "“{value}” is not a value {option} takes. Use one of: {choices}."
        case (.invalidValueChoices, .japanese): "「{value}」は {option} に使えない値です。次のいずれかを指定してください: {choices}"
        case (.unexpectedArgument, .english): "Unexpected argument “{value}”."
        case (.unexpectedArgument, .japanese): "余分な引数「{value}」があります。"
        case (.unexpectedArguments, .english): "Unexpected arguments: {values}."
        case (.unexpectedArguments, .japanese): "余分な引数があります: {values}"
        case (.usage, .english): "Usage: {usage}"
        case (.usage, .japanese): "使い方: {usage}"
        case (.seeHelp, .english): "See “{command} --help” for more."
        case (.seeHelp, .japanese): "詳しくは「{command} --help」を見てください。"
        case (.databaseNeedsPath, .english): "--database needs a file path."
        case (.databaseNeedsPath, .japanese): "--database にはファイルのパスを指定してください。"
        case (.everyoneOrUser, .english):
            "--all is everyone's data and --user one person's: give one or the other."
        case (.everyoneOrUser, .japanese): "--all は全員のデータ、--user は1人分のデータです。どちらか一方を指定してください。"
        case (.twoDatabases, .english): "--database and --database-url name two databases: give one."
        case (.twoDatabases, .japanese): "--database と --database-url で2つのデータベースが指定されています。どちらか1つにしてください。"
        case (.passwordInArgument, .english):
            "{option} holds a password, which every user of this machine could read on the command line: put the URL in {variable} instead."
        case (.passwordInArgument, .japanese):
            "{option} にパスワードが含まれています。コマンドラインはこのマシンのすべてのユーザーが読めるため、URLは {variable} に設定してください。"
        case (.copyNeedsDestination, .english):
            "Say where to copy to: --to PATH, or DAYBOOK_COPY_TO (for a postgres:// URL with its password)."
        case (.copyNeedsDestination, .japanese):
            "コピー先を指定してください：--to パス、または DAYBOOK_COPY_TO（パスワードを含む postgres:// のURLの場合）。"
        case (.portOutOfRange, .english): "{option} must be between 0 and 65535."
        case (.portOutOfRange, .japanese): "{option} は0から65535までの数にしてください。"
        case (.addressInUse, .english):
            "Another program is already listening on {address}. Choose another port with {option}, or stop that program."
        case (.addressInUse, .japanese):
            "{address} では既に他のプログラムが待ち受けています。{option} で別のポートを指定するか、そのプログラムを止めてください。"
        case (.renamedCommand, .english): "“{old}” is now “{new}”; the old name still works."
        case (.renamedCommand, .japanese): "「{old}」は「{new}」になりました。古い名前も引き続き使えます。"
        }
    }
}
