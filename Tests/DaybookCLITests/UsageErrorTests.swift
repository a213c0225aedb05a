import DaybookTestSupport
import Foundation
import Testing

/// A command typed wrong: the message starts `daybook:` like every other, is in the user's
/// language, suggests the command meant, and exits 64 (EX_USAGE).
@Suite("Usage errors, run as a process")
struct UsageErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let english: String
        let japanese: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(
            arguments: ["todo", "ad", "x"], english: "Unknown command “ad” for daybook todo. Did you mean “add”?",
            japanese: "daybook todo に「ad」というコマンドはありません。「add」のことですか？"),
        Case(
            arguments: ["todoo", "list"], english: "Unknown command “todoo” for daybook. Did you mean “todo”?",
            japanese: "daybook に「todoo」というコマンドはありません。「todo」のことですか？"),
        // A hidden command (`undo`, the old name of `reopen`) is never what a slip is told to type:
        // its new name is.
        Case(
            arguments: ["todo", "und", "x"], english: "Unknown command “und” for daybook todo. Did you mean “reopen”?",
            japanese: "daybook todo に「und」というコマンドはありません。「reopen」のことですか？"),
        Case(
            arguments: ["todo", "frobnicate"], english: "Unknown command “frobnicate” for daybook todo.",
            japanese: "daybook todo に「frobnicate」というコマンドはありません。"),
        Case(
            arguments: ["todo", "list", "--jsno"], english: "Unknown option “--jsno”. Did you mean “--json”?",
            japanese: "「--jsno」というオプションはありません。「--json」のことですか？"),
        Case(
            arguments: ["todo", "list", "--frobnicate-all"], english: "Unknown option “--frobnicate-all”.",
            japanese: "「--frobnicate-all」というオプションはありません。"),
        Case(
            arguments: ["todo", "done"], english: "Missing the argument <id>.",
            japanese: "引数 <id> がありません。"),
        Case(
            arguments: ["todo", "list", "--search"], english: "Missing a value for --search.",
            japanese: "--search の値がありません。"),
        Case(
            arguments: ["todo", "list", "--lang", "fr"],
            english: "“fr” is not a value --lang takes. Use one of: en, ja.",
            japanese: "「fr」は --lang に使えない値です。次のいずれかを指定してください: en, ja"),
        Case(
            arguments: ["posts", "--page", "two"], english: "“two” is not a value --page takes.",
            japanese: "「two」は --page に使えない値です。"),
        Case(
            arguments: ["todo", "list", "extra"], english: "Unexpected argument “extra”.",
            japanese: "余分な引数「extra」があります。"),
    ]

    @Test(arguments: cases)
    func inEnglish(_ example: Case) async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let failed = try await daybook.run(example.arguments)
        #expect(failed.status == 64)
        #expect(failed.stdout.isEmpty)
        let lines = failed.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first.map(String.init) == "daybook: \(example.english)")
        #expect(!failed.stderr.contains("Error:"))
    }

    @Test(arguments: cases)
    func inJapaneseFromTheFlag(_ example: Case) async throws {
        // `--lang fr` is the mistake itself there: it cannot also choose the language.
        guard !example.arguments.contains("fr") else { return }
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let failed = try await daybook.run(example.arguments + ["--lang", "ja"])
        #expect(failed.status == 64)
        #expect(failed.stderr.split(separator: "\n").first.map(String.init) == "daybook: \(example.japanese)")
    }

    @Test(arguments: cases)
    func inJapaneseFromTheLocale(_ example: Case) async throws {
        let daybook = DaybookProcess(environment: ["LANG": "ja_JP.UTF-8"])
        defer { daybook.cleanUp() }
        let failed = try await daybook.run(example.arguments)
        #expect(failed.status == 64)
        #expect(failed.stderr.split(separator: "\n").first.map(String.init) == "daybook: \(example.japanese)")
    }

    @Test func theUsageAndWhereToReadMoreFollow() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let english = try await daybook.run("todo", "done")
        #expect(english.stderr.contains("\nUsage: daybook todo done <id>"))
        #expect(english.stderr.hasSuffix("See “daybook todo done --help” for more.\n"))
        let japanese = try await daybook.run("todo", "done", "--lang", "ja")
        #expect(japanese.stderr.contains("\n使い方: daybook todo done <id>"))
        #expect(japanese.stderr.hasSuffix("詳しくは「daybook todo done --help」を見てください。\n"))
    }

    @Test func ourOwnChecksSpeakTheLanguageToo() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let both = try await daybook.run(
            "todo", "list", "--database", "a.sqlite", "--database-url", "postgres://u@h/d", "--lang", "ja")
        #expect(both.status == 64)
        #expect(
            both.stderr.split(separator: "\n").first
                == "daybook: --database と --database-url で2つのデータベースが指定されています。どちらか1つにしてください。")
        let url = try await daybook.run(
            "todo", "list", "--database", "postgres://ada:s3cret@127.0.0.1:1/d", "--lang", "ja")
        #expect(url.status == 64)
        #expect(
            url.stderr.split(separator: "\n").first
                == "daybook: --database にはSQLiteのファイルのパスを指定してください（URLは使えません）。PostgreSQLのデータベースは --database-url または DAYBOOK_DATABASE_URL で指定してください。"
        )
        let port = try await daybook.run("serve", "--port", "70000", "--lang", "ja")
        #expect(port.status == 64)
        #expect(port.stderr.split(separator: "\n").first == "daybook: --port は0から65535までの数にしてください。")
    }

    /// `--database` takes a SQLite file's path. Given PostgreSQL's URL, it used to make a SQLite
    /// database at that "path" — a folder `postgres:` in the current one, the password in its name
    /// — and every command ran against that empty file as if nothing were wrong.
    @Test func aURLWhereTheFilesPathGoesIsRefusedAndNothingIsMade() async throws {
        let url = "postgres://ada:s3cret@127.0.0.1:1/d"
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        // `serve` on a port that is taken: the URL is the first thing said, not the port (69).
        let taken = try RawTCPServer { close($0) }
        defer { taken.stop() }
        for arguments in [
            ["todo", "add", "milk", "--database", url], ["user", "list", "--database", url],
            ["data", "backup", "copy.sqlite", "--database", url],
            ["serve", "--port", "\(taken.port)", "--database", url],
        ] {
            let refused = try await daybook.run(arguments)
            #expect(refused.status == 64, "\(arguments)")
            #expect(
                refused.stderr
                    == "daybook: --database takes the path of a SQLite file, not a URL: give a PostgreSQL database with --database-url or DAYBOOK_DATABASE_URL.\n",
                "\(arguments)")
        }
        let fromTheEnvironment = try await daybook.run(["todo", "list"], environment: ["DAYBOOK_DATABASE": url])
        #expect(fromTheEnvironment.status == 64)
        #expect(fromTheEnvironment.stderr.hasPrefix("daybook: DAYBOOK_DATABASE takes the path of a SQLite file"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: daybook.home.path) == [])
        // A path with a colon in it is still a path.
        let colon = try await daybook.run("todo", "add", "milk", "--database", "notes:2026.sqlite")
        #expect(colon.status == 0)
        #expect(FileManager.default.fileExists(atPath: daybook.home.appendingPathComponent("notes:2026.sqlite").path))
    }
}
