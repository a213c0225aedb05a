import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Logging
import PostgresNIO
import Testing

@testable import DaybookPostgres

/// Everyone's archive of many accounts goes into PostgreSQL a batch at a time (issue 39: 40,000
/// accounts slowed from 300 a second to 160, 200,000 had not finished after 24 minutes). Each
/// statement that writes accounts moves the account revision once, inside the import's one
/// transaction, and each move of that one row cost more than the last: the number of moves is
/// what made it slow, so it is what is counted here, not the time.
@Suite("Everyone's archive of many accounts into PostgreSQL")
struct EveryonesAccountsAtScaleTests {
    static let count = 2500

    /// `count` accounts, every tenth with a token, and nothing else.
    static func archive() -> String {
        let accounts = (1...count).map { number in
            let id = SequentialIdentifierSource.uuid(number).lowercasedText
            let tokens =
                number % 10 == 0
                ? #"[{"digest": "\#(String(format: "%064x", number))", "createdAt": 2}]"# : "[]"
            return #"""
                {"id": "\#(id)", "name": "Person\#(number)", "passwordHash": "\#(EveryonesArchiveTests.hash("p"))", "createdAt": \#(number), "generation": 1, "tokens": \#(tokens)}
                """#
        }
        return """
            {"format": "daybook", "version": 2,
            "accounts": [\(accounts.joined(separator: ",\n"))],
            "todos": [], "profiles": [],
            "counts": {"accounts": \(count), "todos": 0, "profiles": 0}}
            """
    }

    @Test(.enabled(if: PostgresTestServer.isAvailable, "DAYBOOK_TEST_POSTGRES_URL is not set"))
    func theyAreWrittenABatchAtATime() async throws {
        let (database, url, stop) = try await PostgresFixture.openWithURL()
        defer { stop() }
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        #expect(FileManager.default.createFile(atPath: folder.path("all.json"), contents: Data(Self.archive().utf8)))
        let repository = DefaultArchiveRepository(
            store: PostgresArchiveStore(database: database), identity: url, dates: TestDateSource(), scope: .everyone)
        let before = try await Self.accountRevision(url)

        let summary = try await repository.importArchive(
            from: .file(path: folder.path("all.json")), mode: .intoEmpty, progress: nil)
        #expect(summary.written.accounts == Self.count)
        let moves = try await Self.accountRevision(url) - before
        #expect(moves < 20, "the account revision moved \(moves) times: once per statement, not per account")

        // Merged again: every account is found as it is, nothing written, nothing refused.
        let again = try await repository.importArchive(
            from: .file(path: folder.path("all.json")), mode: .merge, progress: nil)
        #expect(again.written.accounts == 0 && again.stored.accounts == Self.count)
        let tokens = try await PostgresTestServer.withConnection(to: url) { connection in
            var count = 0
            for try await value in try await connection.query(
                "SELECT COUNT(*) FROM api_token", logger: Logger(label: "test")
            ).decode(Int.self) {
                count = value
            }
            return count
        }
        #expect(tokens == Self.count / 10)
    }

    static func accountRevision(_ url: String) async throws -> Int64 {
        try await PostgresTestServer.withConnection(to: url) { connection in
            var revision: Int64 = -1
            for try await value in try await connection.query(
                "SELECT revision FROM account_revision WHERE id = 1", logger: Logger(label: "test")
            ).decode(Int64.self) {
                revision = value
            }
            return revision
        }
    }
}
