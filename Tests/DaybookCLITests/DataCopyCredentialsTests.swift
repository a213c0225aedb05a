import DaybookTestSupport
import Foundation
import Testing

/// `data copy` takes a database's URL from the environment (`DAYBOOK_COPY_TO`,
/// `DAYBOOK_COPY_FROM`) or the configuration file, as `DAYBOOK_DATABASE_URL` is taken, and
/// refuses a URL that carries a password on its command line: every user of the machine can read
/// a command line (`ps`, `/proc/PID/cmdline`), and a shell's history keeps it.
@Suite("Copying without a password on the command line")
struct DataCopyCredentialsTests {
    static func fill(_ daybook: DaybookProcess) async throws {
        for title in ["Buy milk", "Say \"hi\"", "牛乳を買う"] { try await daybook.run("todo", "add", title) }
        try await daybook.run("profile", "register", "--name", "Hanako", "--gender", "female")
    }

    static func withoutExportTime(_ text: String) -> String {
        text.split(separator: "\n").filter { !$0.contains("\"exportedAt\"") }.joined(separator: "\n")
    }

    @Test func aPasswordInAURLOnTheCommandLineIsRefusedBeforeAnythingIsReached() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await Self.fill(daybook)
        // Port 1 answers nothing: a copy that tried it would fail as unreachable (74), not as usage.
        let url = "postgres://daybook:hunter22@127.0.0.1:1/daybook"
        for (flag, variable) in [("--to", "DAYBOOK_COPY_TO"), ("--from", "DAYBOOK_COPY_FROM")] {
            let arguments =
                flag == "--to" ? ["data", "copy", "--to", url] : ["data", "copy", "--from", url, "--to", "x.sqlite"]
            let refused = try await daybook.run(arguments)
            #expect(refused.status == 64, "\(flag): \(refused.stderr)")
            #expect(refused.stderr.contains(flag) && refused.stderr.contains(variable), "\(refused.stderr)")
            #expect(!(refused.stdout + refused.stderr).contains("hunter22"), "the password is not printed")
            let japanese = try await daybook.run(arguments + ["--lang", "ja"])
            #expect(japanese.status == 64 && japanese.stderr.contains(variable) && japanese.stderr.contains("パスワード"))
        }
        #expect(!FileManager.default.fileExists(atPath: daybook.home.appendingPathComponent("x.sqlite").path))
    }

    @Test func theDestinationAndTheSourceComeFromTheEnvironmentOrTheConfigurationFile() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await Self.fill(daybook)
        let original = Self.withoutExportTime(try await daybook.run("data", "export").stdout)
        let copied = try await daybook.run("data", "copy", environment: ["DAYBOOK_COPY_TO": "copy.sqlite"])
        #expect(copied.status == 0, "\(copied.stderr)")
        #expect(
            Self.withoutExportTime(try await daybook.run("data", "export", "--database", "copy.sqlite").stdout)
                == original)

        let config = daybook.home.appendingPathComponent("config.json")
        try Data(#"{"copy_from": "copy.sqlite", "copy_to": "back.sqlite"}"#.utf8).write(to: config)
        chmod(config.path, 0o600)
        let back = try await daybook.run("data", "copy", "--config", config.path)
        #expect(back.status == 0, "\(back.stderr)")
        #expect(
            Self.withoutExportTime(try await daybook.run("data", "export", "--database", "back.sqlite").stdout)
                == original)

        let nowhere = try await daybook.run("data", "copy")
        #expect(nowhere.status == 64 && nowhere.stderr.contains("DAYBOOK_COPY_TO"), "\(nowhere.stderr)")
    }

    /// SQLite → PostgreSQL → SQLite through `data copy`, the URL (with its password) in the
    /// environment: the same archive at every step, and the password never shown.
    @Test(.enabled(if: PostgresTestServer.isAvailable, "DAYBOOK_TEST_POSTGRES_URL is not set"))
    func copyMovesEverythingToPostgreSQLAndBack() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await Self.fill(daybook)
        let url = try await PostgresTestServer.freshDatabase()
        let password = try #require(URLComponents(string: url)?.password)
        let original = Self.withoutExportTime(try await daybook.run("data", "export").stdout)
        let there = try await daybook.run("data", "copy", environment: ["DAYBOOK_COPY_TO": url])
        #expect(there.status == 0, "\(there.stderr)")
        #expect(there.stdout.hasPrefix("Copied 3 todos and 1 profile to postgres://"))
        #expect(!(there.stdout + there.stderr).contains(password), "no password shown")
        let exported = try await daybook.run("data", "export", environment: ["DAYBOOK_DATABASE_URL": url])
        #expect(Self.withoutExportTime(exported.stdout) == original)
        let back = daybook.home.appendingPathComponent("back.sqlite").path
        let returned = try await daybook.run("data", "copy", "--to", back, environment: ["DAYBOOK_COPY_FROM": url])
        #expect(returned.status == 0, "\(returned.stderr)")
        #expect(Self.withoutExportTime(try await daybook.run("data", "export", "--database", back).stdout) == original)
        let full = try await daybook.run("data", "copy", environment: ["DAYBOOK_COPY_TO": url])
        #expect(full.status == 64, "the destination holds data")
        let pgBackup = try await daybook.run("data", "backup", "x.sqlite", environment: ["DAYBOOK_DATABASE_URL": url])
        #expect(pgBackup.status == 64 && pgBackup.stderr.contains("pg_dump"))
    }
}
