import DaybookTestSupport
import Foundation
import Testing

/// Durations out of range, as a user types them: each is a localized message naming the setting
/// and its range, with the documented status (65), never a crash or a hang.
@Suite("Out-of-range durations stop a command with a message")
struct SettingRangeCommandTests {
    @Test(arguments: ["--header-timeout", "--body-timeout", "--idle-timeout", "--shutdown-timeout"])
    func aServeTimeoutFlagOfAnyMagnitudeIsAMessage(flag: String) async throws {
        let cli = DaybookProcess()
        defer { cli.cleanUp() }
        let result = try await cli.run("serve", "--port", "0", flag, "1e16")
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr == "daybook: \(flag) takes 0.001 to 86400 seconds, not “1e+16”.\n")
    }

    @Test func aRemoteTimeoutOfAnyMagnitudeIsAMessageInTheUsersLanguage() async throws {
        let cli = DaybookProcess(environment: ["DAYBOOK_HTTP_TIMEOUT": "1e300"])
        defer { cli.cleanUp() }
        let english = try await cli.run("weather", "Tokyo")
        #expect(english.status == 65, "\(english.stderr)")
        #expect(english.stderr == "daybook: DAYBOOK_HTTP_TIMEOUT takes 0 to 3600 seconds, not “1e300”.\n")
        let japanese = try await cli.run("posts", "--lang", "ja")
        #expect(japanese.status == 65, "\(japanese.stderr)")
        #expect(japanese.stderr.contains("DAYBOOK_HTTP_TIMEOUT には0〜3600秒を指定してください"))
    }

    @Test func aServeTimeoutInTheConfigurationFileIsNamedByItsKey() async throws {
        let cli = DaybookProcess()
        defer { cli.cleanUp() }
        let file = cli.home.appendingPathComponent("config.json")
        #expect(
            FileManager.default.createFile(
                atPath: file.path, contents: Data(#"{"idle_timeout": 1e300}"#.utf8),
                attributes: [.posixPermissions: 0o600]))
        let result = try await cli.run("serve", "--port", "0", "--config", file.path)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("idle_timeout in \(file.path) takes 0.001 to 86400 seconds"))
    }

    /// PostgreSQL refuses a statement timeout of 2³¹ ms or more: with `1e6` seconds every
    /// connection was refused and the command waited on the pool's retries for the timeout it was
    /// given, that is forever.
    @Test(
        .enabled(if: PostgresTestServer.isAvailable, "DAYBOOK_TEST_POSTGRES_URL is not set"),
        .timeLimit(.minutes(3)))
    func aDatabaseTimeoutPostgreSQLCannotTakeIsRefusedBeforeConnecting() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        let cli = DaybookProcess(environment: ["DAYBOOK_DATABASE_URL": url, "DAYBOOK_DATABASE_TIMEOUT": "1e6"])
        defer { cli.cleanUp() }
        let result = try await cli.run("todo", "list")
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr == "daybook: DAYBOOK_DATABASE_TIMEOUT takes 0.001 to 3600 seconds, not “1e6”.\n")
    }
}
