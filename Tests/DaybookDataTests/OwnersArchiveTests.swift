import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

/// An archive store bound to an account: its own todos and profile, whoever else's are stored.
@Suite("Archives: one owner's data, on every engine")
struct OwnersArchiveTests {
    /// An archive store bound to an owner counts, exports, replaces and merges that owner's todos
    /// only: an id another owner holds stays theirs (the owner's copy takes an id of its own), and
    /// a replace deletes only the owner's own. Once there are accounts, the household's archive is closed.
    @Test(arguments: ArchiveDatabase.Kind.allCases)
    func anOwnersArchiveHoldsTheirTodosAndNoOneElses(kind: ArchiveDatabase.Kind) async throws {
        let database = try await kind.make()
        defer { database.cleanUp() }
        // Her account first: the first account takes what the household has; his, second, nothing.
        try await database.fill(todos: 3)
        let hanako = DataOwner(account: AccountID("11111111-1111-4111-8111-111111111111"))
        let taro = DataOwner(account: AccountID("22222222-2222-4222-8222-222222222222"))
        for (owner, name) in [(hanako, "Hanako"), (taro, "Taro")] {
            #expect(
                try await database.accounts.insert(
                    AccountRecord(
                        id: owner.key, name: name, nameKey: name.lowercased(), passwordHash: "-", createdAt: 0,
                        generation: 0)))
        }
        let (herTodos, hisTodos) = (database.todos.owned(by: hanako), database.todos.owned(by: taro))
        let hisArchive = database.archive.owned(by: taro)
        #expect(hisArchive.owner == taro)
        let his = DefaultArchiveRepository(store: hisArchive, identity: "taro", dates: TestDateSource())
        let hers = DefaultArchiveRepository(
            store: database.archive.owned(by: hanako), identity: "hanako", dates: TestDateSource())
        let id = { (number: Int) in SequentialIdentifierSource.uuid(number).lowercasedText }
        _ = try await hisTodos.insert(
            contentsOf: [50, 51].map { number in
                TodoInsertion(
                    record: TodoRecord(
                        id: id(number), title: "his \(number)", completed: false, position: 0, createdAt: 1,
                        updatedAt: 1), placeLast: true)
            })
        #expect(try await hisArchive.counts() == ArchiveCounts(todos: 2, profiles: 0), "no profile of his yet")
        #expect(try await hers.counts() == ArchiveCounts(todos: 3, profiles: 1), "the household's, and its profile")

        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let exported = try await his.export(to: .file(path: folder.path("his.json")), progress: nil)
        #expect(exported.todos == 2)
        let text = try String(contentsOfFile: folder.path("his.json"), encoding: .utf8)
        #expect(text.contains(id(50)) && text.contains(id(51)) && !text.contains(id(1)))

        // Her archive merged into his: every id is hers, so his copies take ids of their own, and
        // hers stay as they were.
        _ = try await hers.export(to: .file(path: folder.path("hers.json")), progress: nil)
        let merged = try await his.importArchive(
            from: .file(path: folder.path("hers.json")), mode: .merge, progress: nil)
        #expect(merged.written.todos == 3 && merged.skipped.todos == 0 && merged.renumbered == 3)
        #expect(try await herTodos.fetch(id: id(1))?.title == "Buy milk 0", "her todo as it was")
        #expect(try await herTodos.fetchAll().count == 3)
        // The archive's profile becomes his one profile; hers stays hers.
        #expect(merged.written.profiles == 1 && merged.stored == ArchiveCounts(todos: 5, profiles: 1))
        #expect(try await database.profiles.fetch(userID: taro.key)?.name == "Hanako")
        #expect(try await database.profiles.fetch(userID: hanako.key)?.name == "Hanako")
        #expect(try await hisTodos.fetchAll().count == 5)
        #expect(Set(try await hisTodos.fetchAll().map(\.id)).isDisjoint(with: [id(1), id(2), id(3)]))
        _ = try await hisTodos.deleteAll()
        _ = try await hisTodos.insert(
            contentsOf: [50, 51].map { number in
                TodoInsertion(
                    record: TodoRecord(
                        id: id(number), title: "his \(number)", completed: false, position: 0, createdAt: 1,
                        updatedAt: 1), placeLast: true)
            })

        // His archive replacing her todos: hers go, copies of his come in under ids of their own,
        // and his stay his.
        let replaced = try await hers.importArchive(
            from: .file(path: folder.path("his.json")), mode: .replace, progress: nil)
        #expect(replaced.written.todos == 2 && replaced.renumbered == 2)
        #expect(replaced.stored == ArchiveCounts(todos: 2, profiles: 0))
        #expect(try await herTodos.fetchAll().map(\.title).sorted() == ["his 50", "his 51"])
        #expect(try await hisTodos.fetchAll().map(\.id) == [id(50), id(51)])
        #expect(try await database.profiles.fetch(userID: hanako.key) == nil, "her profile went")
        #expect(try await database.profiles.fetch(userID: taro.key)?.name == "Hanako", "his stays")

        // The household's archive, once there are accounts, writes nothing (no one would see it):
        // not even one naming his profile, registered later.
        await #expect(throws: AppError.signedOut) {
            try await ArchiveStoreTests().importText(
                #"{"format": "daybook", "version": 1, "todos": [], "profiles": [{"userID": "\#(taro.key)", "name": "Forged", "gender": "male", "createdAt": 9999999999999}], "counts": {"todos": 0, "profiles": 1}}"#,
                into: database, mode: .merge)
        }
        #expect(try await database.profiles.fetch(userID: taro.key)?.name == "Hanako", "still his")
        #expect(try await hisTodos.fetchAll().map(\.title) == ["his 50", "his 51"])
        let state = try await hisTodos.fetchSlice(completed: nil, titleMatching: nil, offset: 0, limit: 1)
        #expect(state.total == 2)
    }
}
