import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

/// An export to a file is written where no name points at it until it is complete, so a
/// process stopped half-way (Ctrl-C, SIGTERM, SIGKILL) leaves nothing in the folder.
@Suite("Exporting to a file")
struct ArchiveExportFileTests {
    /// A store whose export writes one profile, then waits until the test lets it finish.
    final class PausedStore: ArchiveStore {
        let (reachedMiddle, middle) = AsyncStream<Void>.makeStream()
        let (finishing, finish) = AsyncStream<Void>.makeStream()
        let owner = DataOwner.household

        func owned(by owner: DataOwner) -> PausedStore { self }

        func counts() async throws(AppError) -> ArchiveCounts { ArchiveCounts(todos: 0, profiles: 1) }

        func export(into sink: any ArchiveRecordSink) async throws(AppError) -> ArchiveCounts {
            try sink.write(.profile(ProfileRecord(userID: "local", name: "Hanako", gender: "female", createdAt: 1_000)))
            middle.finish()
            for await _ in finishing {}
            return ArchiveCounts(todos: 0, profiles: 1)
        }

        func restore(from source: any ArchiveRecordSource, mode: ImportMode) async throws(AppError)
            -> ArchiveImportSummary
        { throw .storage(.failed) }

        func backup(to path: String) async throws(AppError) -> ArchiveCounts { throw .storage(.failed) }

        func countsOfEveryone() async throws(AppError) -> ArchiveCounts { try await counts() }

        func exportEveryone(into sink: any ArchiveRecordSink) async throws(AppError) -> ArchiveCounts {
            throw .storage(.failed)
        }

        func restoreEveryone(from source: any ArchiveRecordSource, mode: ImportMode) async throws(AppError)
            -> ArchiveImportSummary
        { throw .storage(.failed) }
    }

    @Test func nothingIsNamedInTheFolderUntilTheArchiveIsComplete() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let store = PausedStore()
        let repository = DefaultArchiveRepository(store: store, identity: "test", dates: TestDateSource())
        let target = folder.path("daybook.json")
        let export = Task { try await repository.export(to: .file(path: target), progress: nil) }
        for await _ in store.reachedMiddle {}
        let folderPath = URL(fileURLWithPath: target).deletingLastPathComponent().path
        #expect(try FileManager.default.contentsOfDirectory(atPath: folderPath) == [], "half-way: no name")
        store.finish.finish()
        #expect(try await export.value == ArchiveCounts(todos: 0, profiles: 1))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folderPath) == ["daybook.json"])
        let written = try String(contentsOfFile: target, encoding: .utf8)
        #expect(written.contains("\"Hanako\""))
    }
}
