import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

/// An account's session generation (moved on by each password change and each import) is bounded
/// where it comes in, and no arithmetic on it traps (issue 39: one near Int64's limit, imported,
/// made `user password` crash on SQLite and fail on PostgreSQL for ever).
@Suite("An account's session generation: bounded at import, never trapping")
struct AccountGenerationTests {
    static let hanakoID = EveryonesArchiveTests.hanakoID

    /// Everyone's archive of one account whose generation is `generation`, as text.
    static func document(generation: String) -> String {
        """
        {"format": "daybook", "version": 2,
        "accounts": [{"id": "\(hanakoID)", "name": "Hanako", "passwordHash": "\(EveryonesArchiveTests.hash("h"))", "createdAt": 1, "generation": \(generation), "tokens": []}],
        "todos": [], "profiles": [],
        "counts": {"accounts": 1, "todos": 0, "profiles": 0}}
        """
    }

    @Test func aGenerationPastTheLatestTimeIsRefusedWhereItIs() throws {
        // Where the value starts, counted from 1 (the line is ASCII: bytes and characters agree).
        let line = String(Self.document(generation: "0").split(separator: "\n")[1])
        let start = try #require(line.range(of: "\"generation\": "))
        let column = line.distance(from: line.startIndex, to: start.upperBound) + 1
        for tooLarge in ["9223372036854775806", "253402300800000"] {
            #expect(
                ArchiveDocumentTests.error(reading: Self.document(generation: tooLarge))
                    == .archive(.generationOutOfRange(line: 2, column: column)), "\(tooLarge)")
        }
        #expect(ArchiveDocumentTests.error(reading: Self.document(generation: "253402300799999")) == nil)
        #expect(ArchiveDocumentTests.error(reading: Self.document(generation: "0")) == nil)
        #expect(
            ArchiveDocumentTests.error(reading: Self.document(generation: "-1"))
                == .archive(.generationOutOfRange(line: 2, column: column)))
    }

    /// Even a generation stored at Int64's limit (by an earlier Daybook's import) moves on at a
    /// password change, without a trap or a storage error: the password can always change.
    @Test(arguments: ArchiveDatabase.Kind.allCases)
    func aPasswordChangeMovesTheLargestGenerationOn(kind: ArchiveDatabase.Kind) async throws {
        let database = try await kind.make()
        defer { database.cleanUp() }
        #expect(
            try await database.accounts.insert(
                AccountRecord(
                    id: Self.hanakoID, name: "Hanako", nameKey: "hanako", passwordHash: "old", createdAt: 1,
                    generation: .max)))
        let changed = try await database.accounts.replacePassword(id: Self.hanakoID, hash: "new")
        #expect(changed?.passwordHash == "new")
        #expect(changed.map { $0.generation != .max } == true, "a new generation: every earlier session ends")
        let again = try await database.accounts.replacePassword(id: Self.hanakoID, hash: "newer")
        #expect(again.map { $0.generation != changed?.generation } == true)
    }
}
