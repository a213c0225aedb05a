import Foundation
import Testing

/// `--database` naming something that is not a regular file: a message that names the path and
/// says what it is, in the user's language, status 74, and never a hang.
@Suite("daybook with a database path that is not a file")
struct DatabasePathCommandTests {
    @Test(
        arguments: [
            (
                "/dev/null",
                "daybook: /dev/null is a device, not a regular file, so it cannot hold a database. Name a regular file instead.\n",
                "daybook: /dev/null はデバイスで、通常のファイルではないため、データベースを置けません。通常のファイルを指定してください。\n"
            ),
            (
                "/proc/self/mem",
                "daybook: /proc/self/mem is a file the system makes up (in /proc or /sys), not one kept on a disk, so it cannot hold a database. Name a regular file instead.\n",
                "daybook: /proc/self/mem はシステムが作る仮想的なファイル（/proc や /sys）で、ディスク上のファイルではないため、データベースを置けません。通常のファイルを指定してください。\n"
            ),
        ])
    func aSpecialFile(path: String, english: String, japanese: String) async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let failed = try await daybook.run(["todo", "list", "--database", path], hangGuard: .seconds(60))
        #expect(failed.status == 74)
        #expect(failed.stderr == english)
        let inJapanese = try await daybook.run(
            ["todo", "add", "x", "--database", path, "--lang", "ja"], hangGuard: .seconds(60))
        #expect(inJapanese.status == 74)
        #expect(inJapanese.stderr == japanese)
    }

    @Test func aFIFODoesNotHang() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let path = daybook.home.appendingPathComponent("pipe").path
        try #require(mkfifo(path, 0o600) == 0)
        let failed = try await daybook.run(["todo", "list", "--database", path], hangGuard: .seconds(60))
        #expect(failed.status == 74)
        #expect(
            failed.stderr
                == "daybook: \(path) is a named pipe (FIFO), not a regular file, so it cannot hold a database. Name a regular file instead.\n"
        )
        let japanese = try await daybook.run(
            ["todo", "list", "--database", path, "--lang", "ja"], hangGuard: .seconds(60))
        #expect(
            japanese.stderr
                == "daybook: \(path) は名前付きパイプ（FIFO）で、通常のファイルではないため、データベースを置けません。通常のファイルを指定してください。\n"
        )
    }

    @Test func aDirectory() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let path = daybook.home.path
        let failed = try await daybook.run(["todo", "list", "--database", path], hangGuard: .seconds(60))
        #expect(failed.status == 74)
        #expect(
            failed.stderr
                == "daybook: \(path) is a directory. Name a file in it, such as \(path)/daybook.sqlite.\n")
        let japanese = try await daybook.run(
            ["todo", "list", "--database", path, "--lang", "ja"], hangGuard: .seconds(60))
        #expect(
            japanese.stderr
                == "daybook: \(path) はディレクトリです。その中のファイルを指定してください（例: \(path)/daybook.sqlite）。\n"
        )
    }
}
