import DaybookPresentation
import Foundation
import GRDB
import Testing

@testable import DaybookCLI

@Suite("Nothing stored or fetched reaches the terminal raw")
struct TerminalTextTests {
    @Test(
        arguments: [
            ("plain text, 日本語 ✓", "plain text, 日本語 ✓"), ("a\u{1B}[2Jb", "a␛[2Jb"), ("a\nb\r\n", "a␊b␍␊"),
            ("tab\there", "tab␉here"), ("del\u{7F}", "del␡"), ("csi\u{9B}31m", "csi<U+9B>31m"),
            ("cr\roverwrite", "cr␍overwrite"),
            ("\u{202E}gnp.exe", "<U+202E>gnp.exe"), ("iso\u{2066}late", "iso<U+2066>late"),
        ])
    func controlsAreShownAsVisibleStandIns(raw: String, shown: String) {
        #expect(TerminalText.visible(raw) == shown)
    }

    @Test func wholeOutputsKeepTheirOwnLineBreaksOnly() {
        #expect(TerminalText.visible("row 1\nrow\u{1B}2\n", keepingLineBreaks: true) == "row 1\nrow␛2\n")
        #expect(
            TerminalText.visible("a\r\tb\n", keepingLineBreaks: true) == "a␍␉b\n", "a return could overwrite a line")
    }

    @Test func jsonKeepsItsMeaningWithoutRawControls() throws {
        let hostile = "x\u{7F}\u{85}\u{9B}\u{2028}\u{202E}\u{2069}y ✓ \u{2013} \u{200F}"
        let encoded = try JSONEncoder().encode(["title": hostile])
        let escaped = TerminalText.escapingControls(inJSON: Array(encoded))
        let text = String(decoding: escaped, as: UTF8.self)
        #expect(!text.unicodeScalars.contains { ControlCharacters.contains($0) })
        #expect(text.contains("\\u007f") && text.contains("\\u009b") && text.contains("\\u202e"))
        #expect(text.contains("\u{2013}") && text.contains("\u{200F}"), "an en dash and RLM stay as they are")
        let decoded = try JSONDecoder().decode([String: String].self, from: Data(escaped))
        #expect(decoded["title"] == hostile)
    }
}

@Suite("daybook todo with hostile titles, run as a process")
struct HostileTitleCommandTests {
    /// Titles an older Daybook or another program could have stored: new input refuses them.
    static let hostile = ["title\u{1B}]0;pwned\u{7}\u{1B}[2J", "real\n3f2a0000  [x]  1  forged", "csi\u{9B}31m red"]

    func databaseWithHostileTitles(_ daybook: DaybookProcess) async throws -> String {
        let path = daybook.home.appendingPathComponent("hostile.sqlite").path
        #expect(try await daybook.run("todo", "list", "--database", path).status == 0)
        let queue = try DatabaseQueue(path: path)
        try await queue.write { db in
            for (index, title) in Self.hostile.enumerated() {
                try db.execute(
                    sql:
                        "INSERT INTO todo (id, title, completed, position, createdAt, updatedAt) VALUES (?, ?, 0, ?, 0, 0)",
                    arguments: ["00000000-0000-4000-8000-00000000000\(index)", title, index])
            }
            try db.execute(sql: "UPDATE todo_counts SET total = total + ?", arguments: [Self.hostile.count])
        }
        try queue.close()
        return path
    }

    @Test func theTableShowsStandInsAndNoForgedRow() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let path = try await databaseWithHostileTitles(daybook)
        let listed = try await daybook.run("todo", "list", "--database", path)
        #expect(listed.status == 0)
        #expect(!listed.stdout.unicodeScalars.contains { ControlCharacters.contains($0) && $0 != "\n" })
        let lines = listed.stdout.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("3f2a0000") }, "a line break in a title cannot make a row")
        #expect(lines.contains { $0.hasSuffix("title␛]0;pwned␇␛[2J") })
        #expect(lines.contains { $0.hasSuffix("real␊3f2a0000  [x]  1  forged") })
        #expect(lines.count == 1 + Self.hostile.count + 1, "the header, one row each, the summary")
    }

    @Test func jsonIsExactButEscaped() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let path = try await databaseWithHostileTitles(daybook)
        let listed = try await daybook.run("todo", "list", "--json", "--database", path)
        #expect(listed.status == 0)
        #expect(!listed.stdout.unicodeScalars.contains { ControlCharacters.contains($0) && $0 != "\n" })
        let json = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])
        let titles = (json["todos"] as? [[String: Any]])?.compactMap { $0["title"] as? String }
        #expect(titles == Self.hostile, "the stored values, unchanged")
    }

    @Test func messagesQuotingATitleAreSafeToo() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let path = try await databaseWithHostileTitles(daybook)
        let done = try await daybook.run("todo", "done", "00000000-0000-4000-8000-000000000000", "--database", path)
        #expect(done.status == 0)
        #expect(done.stdout.contains("title␛]0;pwned␇␛[2J"))
        #expect(!done.stdout.contains("\u{1B}"))
        // A line break in a title stays inside the one line of the message.
        let forged = try await daybook.run("todo", "done", "00000000-0000-4000-8000-000000000001", "--database", path)
        #expect(forged.stdout.split(separator: "\n").count == 1)
        #expect(forged.stdout.contains("real␊3f2a0000  [x]  1  forged"))
    }

    @Test func newTitlesWithControlsAreRefusedWithAClearMessage() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let added = try await daybook.run("todo", "add", "a\u{1B}[31mred")
        #expect(added.status == 65)
        #expect(added.stderr.hasPrefix("daybook: The title must not contain control characters"))
        #expect(!added.stderr.contains("\u{1B}"))
        let japanese = try await daybook.run("todo", "add", "a\tb", "--lang", "ja")
        #expect(japanese.stderr == "daybook: タイトルに制御文字（改行・タブ・エスケープコード）や文字の向きを変える文字は使えません。\n")
        #expect(try await daybook.run("todo", "list", "--json").stdout.contains("\"total\" : 0"))
    }
}

@Suite("Exit statuses for storage failures")
struct StorageExitStatusTests {
    @Test func busyStorageAsksToTryAgainOtherFailuresAreIOErrors() {
        #expect(ErrorViewState(message: "", kind: .busy).exitStatus == 75)
        #expect(ErrorViewState(message: "", kind: .storage).exitStatus == 74)
    }
}
