import DaybookData
import DaybookDomain
import DaybookPostgres
import DaybookSQLite
import DaybookTestSupport
import Foundation
import Testing

/// One database under test, with the stores an archive reads and writes.
struct ArchiveDatabase: Sendable {
    let archive: any ArchiveStore
    let todos: any TodoStore
    let profiles: any ProfileStore
    let accounts: any AccountStore
    let repository: DefaultArchiveRepository
    let cleanUp: @Sendable () -> Void

    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case sqlite
        case postgres

        static var allCases: [Kind] { [.sqlite] + (PostgresTestServer.isAvailable ? [.postgres] : []) }
        var testDescription: String { rawValue }

        func make() async throws -> ArchiveDatabase {
            switch self {
            case .sqlite:
                let folder = TemporaryDirectory()
                let database = try SQLiteDatabase(path: folder.path("data.sqlite"), logger: .quiet)
                let archive = SQLiteArchiveStore(database: database)
                return ArchiveDatabase(
                    archive: archive, todos: SQLiteTodoStore(database: database),
                    profiles: SQLiteProfileStore(database: database), accounts: SQLiteAccountStore(database: database),
                    repository: DefaultArchiveRepository(
                        store: archive, identity: folder.path("data.sqlite"), dates: TestDateSource()),
                    cleanUp: folder.remove)
            case .postgres:
                let (database, stop) = try await PostgresFixture.open()
                let archive = PostgresArchiveStore(database: database)
                return ArchiveDatabase(
                    archive: archive, todos: PostgresTodoStore(database: database),
                    profiles: PostgresProfileStore(database: database),
                    accounts: PostgresAccountStore(database: database),
                    repository: DefaultArchiveRepository(
                        store: archive, identity: UUID().uuidString, dates: TestDateSource()),
                    cleanUp: stop)
            }
        }
    }

    /// Todos in a deliberately awkward order and every kind of title, and the household's profile.
    func fill(todos count: Int = 30) async throws {
        let titles = [
            "Buy milk", "Say \"hi\" \\ there", "牛乳を買う 🥛", "family 👨‍👩‍👧‍👦", String(repeating: "x", count: 490),
        ]
        _ = try await todos.insert(
            contentsOf: (0..<count).map { number in
                TodoInsertion(
                    record: TodoRecord(
                        id: SequentialIdentifierSource.uuid(number + 1).lowercasedText,
                        title: titles[number % titles.count] + " \(number)", completed: number % 3 == 0,
                        position: (number * 7) % 11, createdAt: 1_767_225_600_000 + Int64(number * 1001),
                        updatedAt: 1_767_225_600_123 + Int64(number * 997)),
                    placeLast: false)
            })
        try await profiles.upsert(ProfileRecord(userID: "local", name: "Hanako", gender: "female", createdAt: 1_000))
    }

    /// The archive of this database, without its export time, which differs from run to run.
    func document() async throws -> String {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        _ = try await repository.export(to: .file(path: folder.path("a.json")), progress: nil)
        return try String(contentsOfFile: folder.path("a.json"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.contains("\"exportedAt\"") }.joined(separator: "\n")
    }

    /// What a reader of the list sees: the counts row and the revision.
    func listState() async throws -> (total: Int, done: Int, revision: Int64) {
        let slice = try await todos.fetchSlice(completed: nil, titleMatching: nil, offset: 0, limit: 1)
        return (slice.total, slice.done, slice.revision)
    }
}

@Suite("Archives: export, import, copy and backup, on every engine")
struct ArchiveStoreTests {
    /// Writes `text` as a file and imports it into `database`.
    func importText(_ text: String, into database: ArchiveDatabase, mode: ImportMode = .intoEmpty)
        async throws(AppError)
        -> ArchiveImportSummary
    {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        #expect(FileManager.default.createFile(atPath: folder.path("in.json"), contents: Data(text.utf8)))
        return try await database.repository.importArchive(
            from: .file(path: folder.path("in.json")), mode: mode, progress: nil)
    }

    @Test(arguments: ArchiveDatabase.Kind.allCases)
    func anExportImportedIntoAnEmptyDatabaseExportsTheSameDocument(kind: ArchiveDatabase.Kind) async throws {
        let source = try await kind.make()
        defer { source.cleanUp() }
        try await source.fill()
        let document = try await source.document()
        for destinationKind in ArchiveDatabase.Kind.allCases {
            let destination = try await destinationKind.make()
            defer { destination.cleanUp() }
            let summary = try await importText(document + "\n", into: destination)
            #expect(summary.written == ArchiveCounts(todos: 30, profiles: 1) && summary.skipped == .zero)
            #expect(summary.stored == ArchiveCounts(todos: 30, profiles: 1))
            #expect(try await destination.document() == document, "\(kind) → \(destinationKind)")
            let state = try await destination.listState()
            #expect(state.total == 30 && state.done == 10, "the counts row follows the import")
            let records = try await destination.todos.fetchAll()
            #expect(records == (try await source.todos.fetchAll()), "ids, order, completion and times kept")
        }
    }

    @Test(arguments: ArchiveDatabase.Kind.allCases)
    func aDatabaseThatHoldsDataIsReplacedOrMergedOnlyWhenAsked(kind: ArchiveDatabase.Kind) async throws {
        let database = try await kind.make()
        defer { database.cleanUp() }
        try await database.fill(todos: 3)
        let before = try await database.listState()
        let id = { (number: Int) in SequentialIdentifierSource.uuid(number).lowercasedText }
        func archive(_ todos: [(Int, String, Int64)], profiles: [(String, String, Int64)]) -> String {
            let entries = todos.map { number, title, updated in
                #"{"id": "\#(id(number))", "title": "\#(title)", "completed": true, "order": 5, "createdAt": 0, "updatedAt": \#(updated)}"#
            }
            let people = profiles.map { user, name, created in
                #"{"userID": "\#(user)", "name": "\#(name)", "gender": "male", "createdAt": \#(created)}"#
            }
            return """
                {"format": "daybook", "version": 1, "todos": [\(entries.joined(separator: ",\n"))],
                "profiles": [\(people.joined(separator: ",\n"))], "counts": {"todos": \(todos.count), "profiles": \(profiles.count)}}
                """
        }
        // Todo 1 was updated at ...123 (see fill): an older copy loses, a newer one wins.
        let incoming = archive(
            [(1, "older", 0), (2, "newer", 9_999_999_999_999), (99, "brand new", 5)],
            profiles: [("local", "Taro", 500), ("visitor-Ω", "Jiro", 3_000)])

        await #expect(throws: AppError.archive(.destinationNotEmpty(ArchiveCounts(todos: 3, profiles: 1)))) {
            try await importText(incoming, into: database)
        }
        #expect(try await database.listState() == before, "refused: nothing written, the revision where it was")

        let merged = try await importText(incoming, into: database, mode: .merge)
        #expect(merged.written == ArchiveCounts(todos: 2, profiles: 1))
        #expect(merged.skipped == ArchiveCounts(todos: 1, profiles: 1))
        #expect(merged.stored == ArchiveCounts(todos: 4, profiles: 1))
        #expect(try await database.todos.fetch(id: id(1))?.title == "Buy milk 0", "the later update stayed")
        #expect(try await database.todos.fetch(id: id(2))?.title == "newer", "the later update came in")
        #expect(try await database.todos.fetch(id: id(99))?.title == "brand new")
        // An archive of a Daybook that kept a profile per browser: the household's one profile is
        // the latest registration of them all (Taro, at 500, is older than Hanako's here).
        #expect(try await database.profiles.fetch(userID: "local")?.name == "Jiro", "registered later wins")
        #expect(try await database.profiles.fetch(userID: "visitor-Ω") == nil, "one profile, never a visitor's")
        let afterMerge = try await database.listState()
        #expect(afterMerge.total == 4 && afterMerge.revision > before.revision)

        let replaced = try await importText(incoming, into: database, mode: .replace)
        #expect(replaced.stored == ArchiveCounts(todos: 3, profiles: 1))
        #expect(replaced.written == ArchiveCounts(todos: 3, profiles: 1) && replaced.skipped.profiles == 1)
        #expect(try await database.profiles.fetch(userID: "local")?.name == "Jiro")
        #expect(Set(try await database.todos.fetchAll().map(\.title)) == ["older", "newer", "brand new"])
        let afterReplace = try await database.listState()
        #expect(afterReplace.total == 3 && afterReplace.done == 3 && afterReplace.revision > afterMerge.revision)
    }

    /// Each damaged document says what is wrong and where, and leaves the database as it was,
    /// even with --replace, which would have deleted everything first.
    @Test(arguments: ArchiveDatabase.Kind.allCases)
    func aDamagedArchiveSaysWhereAndWritesNothing(kind: ArchiveDatabase.Kind) async throws {
        let database = try await kind.make()
        defer { database.cleanUp() }
        try await database.fill(todos: 4)
        let document = try await database.document()
        let before = try await database.listState()
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let firstTodo = try #require(lines.firstIndex { $0.contains("\"title\"") })
        let id = lines[firstTodo].split(separator: "\"")[3]
        func with(line index: Int, _ change: (String) -> String) -> String {
            var changed = lines
            changed[index] = change(changed[index])
            return changed.joined(separator: "\n")
        }
        let cut = String(document.prefix(document.count * 2 / 3))
        let cases: [(String, String, (AppError) -> Bool)] = [
            ("truncated", cut, { if case .archive(.truncated) = $0 { true } else { false } }),
            (
                "a newer version", document.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 3"),
                { $0 == .archive(.newerVersion(found: 3, supported: 2)) }
            ),
            (
                "an empty title",
                with(line: firstTodo) { $0.replacing(#/"title": "[^"]*"/#, with: #""title": """#) },
                {
                    $0
                        == .archive(
                            .invalidText(line: firstTodo + 1, column: 61, .init(field: .todoTitle, rule: .empty)))
                }
            ),
            (
                "a NUL in a title",
                with(line: firstTodo) { $0.replacing(#/"title": "[^"]*"/#, with: #""title": "Buy \u0000 milk""#) },
                {
                    $0
                        == .archive(
                            .invalidText(
                                line: firstTodo + 1, column: 61, .init(field: .todoTitle, rule: .controlCharacter)))
                }
            ),
            (
                "an escape sequence in a name",
                document.replacingOccurrences(of: #""name": "Hanako""#, with: #""name": "\u001b[2JHanako""#),
                {
                    if case .archive(.invalidText(_, _, let failure)) = $0 {
                        failure == .init(field: .profileName, rule: .controlCharacter)
                    } else {
                        false
                    }
                }
            ),
            (
                "a time before the year 1",
                with(line: firstTodo) {
                    $0.replacing(#/"createdAt": [0-9]+/#, with: #""createdAt": -9223372036854775808"#)
                },
                {
                    if case .archive(.timeOutOfRange(line: firstTodo + 1, column: _, field: "createdAt")) = $0 {
                        true
                    } else {
                        false
                    }
                }
            ),
            (
                "a duplicate id",
                with(line: firstTodo + 1) { $0.replacing(#/"id": "[^"]*"/#, with: #""id": "\#(id)""#) },
                { $0 == .archive(.duplicateID(line: firstTodo + 2, id: String(id))) }
            ),
        ]
        for (what, text, matches) in cases {
            do {
                _ = try await importText(text, into: database, mode: .replace)
                Issue.record("\(what) was imported")
            } catch {
                #expect(matches(error), "\(what): \(error)")
            }
            #expect(try await database.document() == document, "\(what) changed the database")
            #expect(try await database.listState() == before, "\(what) moved the counts or the revision")
        }
    }

    /// A title stored before today's rules (an escape sequence, say) is exported as it is, and
    /// refused on import with its place, on every engine: the copy it would be is never written
    /// with the title raw.
    @Test(arguments: ArchiveDatabase.Kind.allCases)
    func aTitleStoredBeforeTheRulesIsExportedButNotImported(kind: ArchiveDatabase.Kind) async throws {
        let source = try await kind.make()
        defer { source.cleanUp() }
        _ = try await source.todos.insert(
            TodoRecord(
                id: SequentialIdentifierSource.uuid(1).lowercasedText, title: "\u{1B}[31mred", completed: false,
                position: 0, createdAt: 0, updatedAt: 0),
            placeLast: false)
        let document = try await source.document()
        #expect(document.contains(#""title": "\u001b[31mred""#))
        for destinationKind in ArchiveDatabase.Kind.allCases {
            let destination = try await destinationKind.make()
            defer { destination.cleanUp() }
            await #expect(
                throws: AppError.archive(
                    .invalidText(line: 5, column: 61, .init(field: .todoTitle, rule: .controlCharacter)))
            ) {
                try await importText(document, into: destination)
            }
            #expect(try await destination.todos.fetchAll().isEmpty, "\(kind) → \(destinationKind)")
        }
    }

    @Test(arguments: ArchiveDatabase.Kind.allCases)
    func aCopyGoesThroughOneSnapshotAndChecksTheDestination(kind: ArchiveDatabase.Kind) async throws {
        let source = try await kind.make()
        defer { source.cleanUp() }
        try await source.fill()
        for destinationKind in ArchiveDatabase.Kind.allCases {
            let destination = try await destinationKind.make()
            defer { destination.cleanUp() }
            let folder = TemporaryDirectory()
            defer { folder.remove() }
            let copy = ArchiveInteractor(repository: source.repository)
            let summary = try await copy.copy(
                to: destination.repository, mode: .intoEmpty, through: .file(path: folder.path("scratch.json")))
            #expect(summary.source == ArchiveCounts(todos: 30, profiles: 1))
            #expect(try await destination.document() == (try await source.document()), "\(kind) → \(destinationKind)")
            // Once more: the destination holds data now.
            await #expect(throws: AppError.archive(.destinationNotEmpty(ArchiveCounts(todos: 30, profiles: 1)))) {
                try await copy.copy(
                    to: destination.repository, mode: .intoEmpty, through: .file(path: folder.path("scratch.json")))
            }
        }
        await #expect(throws: AppError.archive(.sameDatabase)) {
            try await ArchiveInteractor(repository: source.repository).copy(
                to: source.repository, mode: .replace, through: .file(path: "/nonexistent/never-written.json"))
        }
    }

    /// The archive between a copy's two databases can be a file without a name (what `data copy`
    /// uses): written from its start, read back from its start, and reused as often as asked.
    @Test(arguments: ArchiveDatabase.Kind.allCases)
    func aCopyThroughAFileWithoutANameChecksTheDestination(kind: ArchiveDatabase.Kind) async throws {
        let source = try await kind.make()
        defer { source.cleanUp() }
        try await source.fill()
        let scratch = try ScratchFile()
        defer { scratch.close() }
        var info = stat()
        #expect(fstat(scratch.descriptor, &info) == 0)
        #expect(info.st_nlink == 0 && info.st_mode & 0o777 == 0o600, "no name, and only the user may read it")
        for _ in 0..<2 {
            let destination = try await ArchiveDatabase.Kind.sqlite.make()
            defer { destination.cleanUp() }
            let summary = try await ArchiveInteractor(repository: source.repository).copy(
                to: destination.repository, mode: .intoEmpty, through: .unnamedFile(descriptor: scratch.descriptor))
            #expect(summary.imported.stored == ArchiveCounts(todos: 30, profiles: 1))
            #expect(try await destination.document() == (try await source.document()))
        }
    }

    /// A file to import that is not there, or is a folder, says so.
    @Test func anArchiveThatCannotBeOpenedSaysWhy() async throws {
        let database = try await ArchiveDatabase.Kind.sqlite.make()
        defer { database.cleanUp() }
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let missing = folder.path("none.json")
        await #expect(throws: AppError.file(FileProblem(path: missing, use: .read, reason: .notFound))) {
            try await database.repository.importArchive(from: .file(path: missing), mode: .replace, progress: nil)
        }
        await #expect(throws: AppError.file(FileProblem(path: folder.url.path, use: .read, reason: .isFolder))) {
            try await database.repository.importArchive(
                from: .file(path: folder.url.path), mode: .replace, progress: nil)
        }
        await #expect(throws: AppError.file(FileProblem(path: folder.url.path, use: .create, reason: .isFolder))) {
            try await database.repository.export(to: .file(path: folder.url.path), progress: nil)
        }
    }

    /// A copy with `--merge` follows the import's rule, and its final check counts what was
    /// kept as well as what was written.
    @Test(arguments: ArchiveDatabase.Kind.allCases)
    func aCopyWithMergeKeepsWhatWasUpdatedLater(kind: ArchiveDatabase.Kind) async throws {
        let source = try await ArchiveDatabase.Kind.sqlite.make()
        defer { source.cleanUp() }
        try await source.fill(todos: 3)
        let destination = try await kind.make()
        defer { destination.cleanUp() }
        let id = { (number: Int) in SequentialIdentifierSource.uuid(number).lowercasedText }
        // Todo 1 older than the source's, todo 2 newer; a profile registered later than the source's.
        _ = try await importText(
            """
            {"format": "daybook", "version": 1, "todos": [
            {"id": "\(id(1))", "title": "older", "completed": false, "order": 0, "createdAt": 0, "updatedAt": 0},
            {"id": "\(id(2))", "title": "newer", "completed": false, "order": 1, "createdAt": 0, "updatedAt": 9999999999999}],
            "profiles": [{"userID": "local", "name": "Kenji", "gender": "male", "createdAt": 5000}],
            "counts": {"todos": 2, "profiles": 1}}
            """, into: destination)
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let summary = try await ArchiveInteractor(repository: source.repository).copy(
            to: destination.repository, mode: .merge, through: .file(path: folder.path("a.json")))
        #expect(summary.source == ArchiveCounts(todos: 3, profiles: 1))
        #expect(summary.imported.written == ArchiveCounts(todos: 2, profiles: 0))
        #expect(summary.imported.skipped == ArchiveCounts(todos: 1, profiles: 1))
        #expect(summary.imported.stored == ArchiveCounts(todos: 3, profiles: 1))
        #expect(try await destination.todos.fetch(id: id(1))?.title == "Buy milk 0", "the source's later update")
        #expect(try await destination.todos.fetch(id: id(2))?.title == "newer", "kept: updated later here")
        #expect(try await destination.profiles.fetch(userID: "local")?.name == "Kenji", "kept: registered later")
    }

    /// A source that holds nothing (most likely a mistyped one) never empties a destination with
    /// `--replace`; into an empty destination it is harmless and goes ahead.
    @Test func anEmptySourceNeverReplacesADestinationThatHoldsData() async throws {
        let empty = try await ArchiveDatabase.Kind.sqlite.make()
        defer { empty.cleanUp() }
        let full = try await ArchiveDatabase.Kind.sqlite.make()
        defer { full.cleanUp() }
        try await full.fill(todos: 3)
        let before = try await full.document()
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let copy = ArchiveInteractor(repository: empty.repository)
        await #expect(throws: AppError.archive(.emptySource(destination: ArchiveCounts(todos: 3, profiles: 1)))) {
            try await copy.copy(to: full.repository, mode: .replace, through: .file(path: folder.path("a.json")))
        }
        #expect(try await full.document() == before, "nothing was deleted")
        let other = try await ArchiveDatabase.Kind.sqlite.make()
        defer { other.cleanUp() }
        let summary = try await copy.copy(
            to: other.repository, mode: .replace, through: .file(path: folder.path("a.json")))
        #expect(summary.source == .zero && summary.imported.stored == .zero)
    }

    /// An export replaces an earlier archive of that name in one step and leaves nothing beside it;
    /// one into a folder that is not there says which file it could not write.
    @Test func anExportReplacesTheFileWholeAndLeavesNoPartialFile() async throws {
        let database = try await ArchiveDatabase.Kind.sqlite.make()
        defer { database.cleanUp() }
        try await database.fill(todos: 2)
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("daybook.json")
        try "an older archive".write(toFile: path, atomically: true, encoding: .utf8)
        let counts = try await database.repository.export(to: .file(path: path), progress: nil)
        #expect(counts == ArchiveCounts(todos: 2, profiles: 1))
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("{\n  \"format\": \"daybook\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["daybook.json"])
        let nowhere = folder.path("missing/daybook.json")
        await #expect(throws: AppError.file(FileProblem(path: nowhere, use: .create, reason: .folderNotFound))) {
            try await database.repository.export(to: .file(path: nowhere), progress: nil)
        }
    }

    /// An export over an earlier archive keeps its permissions (a private archive stays private);
    /// a symbolic link is followed, not replaced; a pipe is written into, not replaced.
    @Test func anExportKeepsTheFileItReplacesForWhatItIs() async throws {
        let database = try await ArchiveDatabase.Kind.sqlite.make()
        defer { database.cleanUp() }
        try await database.fill(todos: 2)
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let manager = FileManager.default

        let privateArchive = folder.path("private.json")
        #expect(
            manager.createFile(
                atPath: privateArchive, contents: Data("old".utf8), attributes: [.posixPermissions: 0o600]))
        _ = try await database.repository.export(to: .file(path: privateArchive), progress: nil)
        #expect(try manager.attributesOfItem(atPath: privateArchive)[.posixPermissions] as? Int == 0o600)
        #expect(try String(contentsOfFile: privateArchive, encoding: .utf8).hasPrefix("{\n  \"format\": \"daybook\""))

        let linkPath = folder.path("link.json")
        try manager.createSymbolicLink(atPath: linkPath, withDestinationPath: privateArchive)
        try "old".write(toFile: privateArchive, atomically: false, encoding: .utf8)
        _ = try await database.repository.export(to: .file(path: linkPath), progress: nil)
        #expect(try manager.destinationOfSymbolicLink(atPath: linkPath) == privateArchive, "still a link")
        #expect(try String(contentsOfFile: privateArchive, encoding: .utf8).hasPrefix("{\n  \"format\": \"daybook\""))

        let pipe = folder.path("pipe")
        let spare = folder.path("pipe-spare")
        #expect(mkfifo(pipe, 0o600) == 0 && link(pipe, spare) == 0)
        let reader = Task.detached { () -> String in
            // Opening a FIFO for reading waits for its writer: here, the export.
            let handle = try #require(FileHandle(forReadingAtPath: spare))
            defer { try? handle.close() }
            return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
        }
        let counts = try await database.repository.export(to: .file(path: pipe), progress: nil)
        #expect(counts == ArchiveCounts(todos: 2, profiles: 1))
        var info = stat()
        let stillAPipe = lstat(pipe, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
        #expect(stillAPipe, "still a pipe")
        // Had the export put a file in the pipe's place, the reader would wait for ever: open the
        // pipe (by its other name) for writing and close it, so the reader sees an empty stream.
        if !stillAPipe { close(open(spare, O_WRONLY | O_NONBLOCK)) }
        let piped = try await reader.value
        #expect(
            piped == (try String(contentsOfFile: privateArchive, encoding: .utf8)),
            "the whole archive, through the pipe")
        #expect(
            try manager.contentsOfDirectory(atPath: folder.url.path).sorted()
                == ["link.json", "pipe", "pipe-spare", "private.json"])
    }

    /// A backup taken while a thousand writes are in flight is a valid database whose counts are
    /// those of one moment: its counts row agrees with its rows, and lies between the source's
    /// counts when it started and when the writes ended.
    @Test func aBackupWhileWritesAreInFlightIsOneConsistentMoment() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let database = try SQLiteDatabase(path: folder.path("live.sqlite"), logger: .quiet)
        let todos = SQLiteTodoStore(database: database)
        let archive = SQLiteArchiveStore(database: database)
        // Four writers, one write after another each, as clients of the API would send them.
        let writes = Task {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for lane in 0..<4 {
                    group.addTask {
                        for number in stride(from: lane + 1, through: 1_000, by: 4) {
                            _ = try await todos.insert(
                                TodoRecord(
                                    id: SequentialIdentifierSource.uuid(number).lowercasedText,
                                    title: "write \(number)", completed: number % 2 == 0, position: 0, createdAt: 0,
                                    updatedAt: 0),
                                placeLast: true)
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
        // Half the writes are done before the backup starts; the rest go on meanwhile.
        while try await todos.fetchSlice(completed: nil, titleMatching: nil, offset: 0, limit: 1).total < 500 {
            try await Task.sleep(for: .milliseconds(1))
        }
        let held = try await archive.backup(to: folder.path("backup.sqlite"))
        try await writes.value
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix("backup") }
                == ["backup.sqlite"], "no partial file beside the backup")
        await #expect(throws: AppError.archive(.destinationExists(path: folder.path("backup.sqlite")))) {
            try await archive.backup(to: folder.path("backup.sqlite"))
        }

        let copy = SQLiteTodoStore(database: try SQLiteDatabase(path: folder.path("backup.sqlite"), logger: .quiet))
        let slice = try await copy.fetchSlice(completed: nil, titleMatching: nil, offset: 0, limit: 1)
        let rows = try await copy.fetchAll()
        #expect(slice.total == rows.count && slice.done == rows.count { $0.completed }, "counts agree with rows")
        #expect((500...1_000).contains(rows.count), "a moment during the writes: \(rows.count) rows")
        #expect(held == ArchiveCounts(todos: rows.count, profiles: 0), "the backup says what it holds")
        #expect(try await todos.fetchAll().count == 1_000)
    }
}
