import DaybookTestSupport
import Foundation
import Testing

/// `daybook user`, run as a process: passwords from standard input or a terminal without echo,
/// never from a flag; a token shown once; a removal said before it is done.
@Suite("daybook user, run as a process")
struct UserCommandTests {
    /// Runs `daybook` with `input` as its standard input (a file), as a script piping a password.
    static func run(
        _ daybook: DaybookProcess, _ arguments: String..., input: String? = nil
    ) async throws -> DaybookProcess.Result {
        try await run(daybook, arguments, input: input)
    }

    static func run(
        _ daybook: DaybookProcess, _ arguments: [String], input: String? = nil
    ) async throws -> DaybookProcess.Result {
        guard let input else { return try await daybook.run(arguments) }
        let file = daybook.home.appendingPathComponent("input-\(UUID().uuidString)")
        try Data(input.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await daybook.run(arguments, standardInput: file)
    }

    @Test func peopleAreAddedListedAndRemovedInEitherLanguage() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let empty = try await daybook.run("user", "list", "--lang", "ja")
        #expect(empty.status == 0)
        #expect(empty.stdout == "アカウントはまだありません。追加するには：daybook user add 名前\n")

        let added = try await Self.run(daybook, "user", "add", "Hanako", input: "correct horse\n")
        #expect(added.status == 0)
        #expect(added.stdout == "Added the account Hanako.\n")
        #expect(!added.stdout.contains("correct horse") && !added.stderr.contains("correct horse"))
        let japanese = try await Self.run(daybook, "user", "add", "花子", "--json", input: "ひみつのパスワード\r\n")
        #expect(japanese.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(japanese.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["name", "createdAt"])
        #expect(object["name"] as? String == "花子")

        let listed = try await daybook.run("user", "list")
        let rows = listed.stdout.split(separator: "\n").map(String.init)
        #expect(rows.count == 3)
        #expect(rows[0].hasPrefix("Name    Added"), "a heading")
        #expect(rows[1].hasPrefix("Hanako  20"), "names in a column")
        #expect(rows[2].hasPrefix("花子    20"), "two columns a character")
        let json = try await daybook.run("user", "list", "--json")
        let names = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(names.compactMap { $0["name"] as? String } == ["Hanako", "花子"])

        let refused = try await daybook.run("user", "remove", "hanako")
        #expect(refused.status == 64, "not on a terminal, and no --yes")
        #expect(
            refused.stderr.contains("Removing Hanako deletes the account, its todos, its profile and its API tokens"))
        #expect(refused.stderr.contains("nothing was removed"))
        let removed = try await daybook.run("user", "rm", "HANAKO", "--yes", "--lang", "ja")
        #expect(removed.status == 0)
        #expect(removed.stdout == "アカウントHanakoを削除しました。\n")
        #expect(try await daybook.run("user", "list").stdout.split(separator: "\n").last?.hasPrefix("花子  20") == true)
    }

    @Test func badNamesAndPasswordsAreRefusedWithTheirRuleAndNothingIsAdded() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let cases: [(name: String, input: String?, status: Int32, message: String)] = [
            ("hanako", "short\n", 65, "The password must be at least 8 characters."),
            ("hanako", nil, 65, "No password was given"),
            ("hanako", "\n", 65, "No password was given"),
            ("hanako", String(repeating: "x", count: 20_000) + "\n", 65, "at most 256 characters"),
            ("hanako yamada", "long enough\n", 65, "The account name must be one word, without spaces."),
            // The name is checked before a password is asked for: none is given here.
            ("han\u{200B}ako", nil, 65, "The account name must be one word, without spaces."),
            (String(repeating: "a", count: 33), "long enough\n", 65, "at most 32 characters"),
        ]
        for (name, input, status, message) in cases {
            let result = try await Self.run(daybook, "user", "add", name, input: input)
            #expect(result.status == status, "\(name.prefix(20)): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
        }
        // Bytes that are not UTF-8 are refused, not set with a character replaced.
        let file = daybook.home.appendingPathComponent("latin1")
        try Data([0x63, 0x61, 0x66, 0xE9, 0x20, 0x61, 0x75, 0x20, 0x6C, 0x61, 0x69, 0x74, 0x0A]).write(to: file)
        let latin1 = try await daybook.run(["user", "add", "hanako"], standardInput: file)
        #expect(latin1.status == 65)
        #expect(latin1.stderr == "daybook: The password could not be read as text (UTF-8); nothing was changed.\n")
        #expect(try await daybook.run("user", "list").stdout.hasPrefix("No accounts yet."))
        _ = try await Self.run(daybook, "user", "add", "hanako", input: "first password\n")
        let taken = try await Self.run(daybook, "user", "add", "ＨＡＮＡＫＯ", "--lang", "ja", input: "other password\n")
        #expect(taken.status == 65)
        #expect(taken.stderr == "daybook: その名前のアカウントはすでにあります（大文字と小文字は区別しません）。\n")
        #expect(try await daybook.run("user", "list").stdout.split(separator: "\n").count == 2)
        for command in [["remove", "nobody", "--yes"], ["password", "nobody"], ["token", "nobody"]] {
            let missing = try await Self.run(daybook, ["user"] + command, input: "a new password\n")
            #expect(missing.status == 66)
            #expect(missing.stderr == "daybook: There is no account with that name.\n")
        }
    }

    @Test func aTokenIsShownOnceAndAPasswordChangeRevokesIt() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        _ = try await Self.run(daybook, "user", "add", "hanako", input: "first password\n")
        let issued = try await daybook.run("user", "token", "hanako")
        #expect(issued.status == 0)
        let lines = issued.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "A new API token for hanako. It is shown only this once; keep it somewhere safe:")
        let token = try #require(lines.last)
        #expect(token.hasPrefix("dbk_") && token.count == 47)
        let second = try await daybook.run("user", "token", "hanako", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as? [String: Any])
        #expect((object["token"] as? String)?.hasPrefix("dbk_") == true)
        #expect(object["token"] as? String != token)
        // Not in the database as itself, nor in its write-ahead log.
        for file in [daybook.defaultDatabase.path, daybook.defaultDatabase.path + "-wal"] {
            let bytes = FileManager.default.contents(atPath: file) ?? Data()
            #expect(bytes.range(of: Data(token.utf8)) == nil, "\(file)")
            #expect(bytes.range(of: Data("first password".utf8)) == nil, "\(file)")
        }

        let changed = try await Self.run(daybook, "user", "password", "Hanako", input: "second password\n")
        #expect(changed.status == 0)
        #expect(changed.stdout == "Changed the password of hanako: its API tokens are revoked.\n")
        let revoked = try await daybook.run("user", "token", "hanako", "--revoke")
        #expect(revoked.stdout == "Revoked 0 API tokens of hanako.\n", "the change revoked both")
        _ = try await daybook.run("user", "token", "hanako")
        #expect(
            try await daybook.run("user", "token", "hanako", "--revoke").stdout == "Revoked 1 API token of hanako.\n")
    }

    /// `daybook user add NAME` in a terminal of its own. The shell outlives a Ctrl-C (`trap`), to
    /// say how the command ended and what the terminal's settings are afterwards.
    static func addOnATerminal(_ name: String, _ daybook: DaybookProcess) async throws -> TmuxTerminal {
        let variables = daybook.environment.sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)'" }
        let binary = try DaybookProcess.binary().path
        return try await TmuxTerminal(
            command: "trap true INT; env -i \(variables.joined(separator: " ")) \(binary) user add \(name)",
            columns: 100, rows: 30)
    }

    @Test func onATerminalThePasswordIsAskedTwiceWithoutEchoAndEchoComesBack() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let terminal = try await Self.addOnATerminal("hanako", daybook)
        do {
            try await terminal.waitFor("Password for hanako:")
            try await terminal.type("typed secret")
            try await terminal.press("Enter")
            try await terminal.waitFor("The same password again:")
            try await terminal.type("typed secret")
            try await terminal.press("Enter")
            try await terminal.waitFor("exited 0")
            // `stty -a` has printed its local modes (`… echo echoe …`, or `-echo` if off).
            let screen = try await terminal.waitFor("echoe")
            #expect(screen.contains { $0.contains("Added the account hanako.") })
            #expect(!screen.contains { $0.contains("typed secret") }, "never echoed")
            #expect(screen.contains { $0.contains(" echo ") }, "echo is on again: \(screen)")
        } catch {
            await terminal.close()
            throw error
        }
        await terminal.close()
        let signedIn = try await Self.run(daybook, "user", "password", "hanako", input: "typed secret two\n")
        #expect(signedIn.status == 0, "the account was added")
    }

    @Test func onATerminalTwoPasswordsThatDifferAddNobody() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let terminal = try await Self.addOnATerminal("taro", daybook)
        do {
            try await terminal.waitFor("Password for taro:")
            try await terminal.type("typed secret")
            try await terminal.press("Enter")
            try await terminal.waitFor("The same password again:")
            try await terminal.type("typed secrex")
            try await terminal.press("Enter")
            let screen = try await terminal.waitFor("exited 65")
            #expect(screen.contains { $0.contains("The two passwords differ; nothing was changed.") })
        } catch {
            await terminal.close()
            throw error
        }
        await terminal.close()
        #expect(try await daybook.run("user", "list").stdout.hasPrefix("No accounts yet."))
    }

    @Test func onATerminalCtrlCAtThePasswordGivesTheEchoBack() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let terminal = try await Self.addOnATerminal("jiro", daybook)
        do {
            try await terminal.waitFor("Password for jiro:")
            try await terminal.press("C-c")
            try await terminal.waitFor("exited 130")
            let screen = try await terminal.waitFor("echoe")
            #expect(screen.contains { $0.contains(" echo ") }, "echo is on again after Ctrl-C: \(screen)")
        } catch {
            await terminal.close()
            throw error
        }
        await terminal.close()
        #expect(try await daybook.run("user", "list").stdout.hasPrefix("No accounts yet."))
    }
}
