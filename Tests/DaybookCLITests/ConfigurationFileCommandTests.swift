import Foundation
import Testing

@Suite("daybook with a configuration file")
struct ConfigurationFileCommandTests {
    @Test func theDefaultFileIsReadAndAFlagStillWins() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let folder = daybook.home.appendingPathComponent(".config/daybook")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let chosen = daybook.home.appendingPathComponent("from-the-file.sqlite").path
        try Data(#"{"database": "\#(chosen)"}"#.utf8).write(to: folder.appendingPathComponent("config.json"))
        #expect(try await daybook.run("todo", "add", "filed").status == 0)
        #expect(FileManager.default.fileExists(atPath: chosen))
        #expect(!FileManager.default.fileExists(atPath: daybook.defaultDatabase.path))
        let elsewhere = daybook.home.appendingPathComponent("flag.sqlite").path
        #expect(try await daybook.run("todo", "list", "--database", elsewhere).stdout.contains("No todos"))
    }

    @Test func aBadFileStopsTheCommandNamingTheKey() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let path = daybook.home.appendingPathComponent("daybook.json").path
        try Data(#"{"databse": "typo.sqlite"}"#.utf8).write(to: URL(fileURLWithPath: path))
        let result = try await daybook.run("todo", "list", "--config", path)
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "daybook: databse in \(path) is not a Daybook setting: each key is a variable's name in lower "
                + "case without DAYBOOK_.\n")
        #expect(!FileManager.default.fileExists(atPath: daybook.defaultDatabase.path), "nothing was touched")
        let missing = try await daybook.run("todo", "list", environment: ["DAYBOOK_CONFIG": path + ".gone"])
        #expect(missing.status == 65 && missing.stderr.contains("does not exist"))
    }
}
