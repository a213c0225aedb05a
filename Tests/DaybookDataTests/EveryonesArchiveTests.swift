import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

/// Everyone's archive (`data export --all`, `data import --all`, what `data copy` moves): every
/// account with its password's hash and its tokens' digests, every person's todos and profile,
/// and the household's, on every engine.
@Suite("Everyone's archive: accounts and everyone's data, on every engine")
struct EveryonesArchiveTests {
    static let hanakoID = "11111111-1111-4111-8111-111111111111"
    static let taroID = "22222222-2222-4222-8222-222222222222"
    /// bcrypt's shape (what the reader checks); never verified here.
    static func hash(_ letter: Character) -> String { "$2b$04$" + String(repeating: letter, count: 53) }
    static func digest(_ letter: Character) -> String { String(repeating: letter, count: 64) }
    static func id(_ number: Int) -> String { SequentialIdentifierSource.uuid(number).lowercasedText }

    static func account(_ id: String, _ name: String, hash: Character, createdAt: Int64) -> AccountRecord {
        AccountRecord(
            id: id, name: name, nameKey: AccountName.key(of: name), passwordHash: Self.hash(hash),
            createdAt: createdAt, generation: 3)
    }

    static func everyones(_ database: ArchiveDatabase) -> DefaultArchiveRepository {
        DefaultArchiveRepository(
            store: database.archive, identity: UUID().uuidString, dates: TestDateSource(), scope: .everyone)
    }

    static func insert(_ numbers: [Int], for owner: DataOwner, in database: ArchiveDatabase) async throws {
        _ = try await database.todos.owned(by: owner).insert(
            contentsOf: numbers.map { number in
                TodoInsertion(
                    record: TodoRecord(
                        id: id(number),
                        title: "\(owner.key.isEmpty ? "home" : String(owner.key.prefix(4))) \(number) 牛乳",
                        completed: number % 2 == 0,
                        position: number, createdAt: 1_000 + Int64(number), updatedAt: 2_000 + Int64(number)),
                    placeLast: true)
            })
    }

    /// Two people (Hanako with a token), their todos and profiles; the household's todos added
    /// before the accounts became Hanako's, as the first `user add` makes them.
    static func fill(_ database: ArchiveDatabase) async throws {
        try await insert([1, 2], for: .household, in: database)
        try await database.profiles.upsert(
            ProfileRecord(userID: "local", name: "Hanako", gender: "female", createdAt: 500))
        #expect(try await database.accounts.insert(account(hanakoID, "Hanako", hash: "h", createdAt: 10)))
        #expect(try await database.accounts.insert(account(taroID, "Taro", hash: "t", createdAt: 20)))
        #expect(
            try await database.accounts.insert(
                token: APITokenRecord(digest: digest("a"), accountID: hanakoID, createdAt: 30)))
        try await insert([3], for: DataOwner(account: AccountID(hanakoID)), in: database)
        try await insert([4, 5, 6], for: DataOwner(account: AccountID(taroID)), in: database)
        try await database.profiles.upsert(
            ProfileRecord(userID: taroID, name: "たろう", gender: "male", createdAt: 600))
    }

    func export(_ repository: DefaultArchiveRepository, in folder: TemporaryDirectory) async throws -> String {
        let path = folder.path("everyone-\(UUID().uuidString).json")
        _ = try await repository.export(to: .file(path: path), progress: nil)
        return path
    }

    /// The archive at `path`, without its export time and with every session generation as `_`
    /// (an import gives each account a new one).
    func withoutExportTime(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            .filter { !$0.contains("\"exportedAt\"") }.joined(separator: "\n")
            .replacing(#/"generation": [0-9]+/#, with: #""generation": _"#)
    }

    func titles(of owner: DataOwner, in database: ArchiveDatabase) async throws -> [String] {
        try await database.todos.owned(by: owner).fetchAll().map(\.title)
    }

    @Test(arguments: ArchiveDatabase.Kind.allCases)
    func everyonesArchiveMovesAccountsTokensAndEachPersonsData(kind: ArchiveDatabase.Kind) async throws {
        let source = try await kind.make()
        defer { source.cleanUp() }
        try await Self.fill(source)
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = try await export(Self.everyones(source), in: folder)
        #expect(
            try await Self.everyones(source).counts() == ArchiveCounts(todos: 6, profiles: 2, accounts: 2))
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o600, "hashes inside: its owner's only")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(#""version": 2"#) && text.contains(Self.hash("h")) && text.contains(Self.digest("a")))

        let hanako = DataOwner(account: AccountID(Self.hanakoID))
        let taro = DataOwner(account: AccountID(Self.taroID))
        for destinationKind in ArchiveDatabase.Kind.allCases {
            let destination = try await destinationKind.make()
            defer { destination.cleanUp() }
            let summary = try await Self.everyones(destination).importArchive(
                from: .file(path: path), mode: .intoEmpty, progress: nil)
            #expect(summary.written == ArchiveCounts(todos: 6, profiles: 2, accounts: 2))
            #expect(summary.stored == summary.written && summary.skipped == .zero)
            // Each account as it was (id, name, hash; a new generation); the token still finds Hanako.
            #expect(
                try await destination.accounts.fetchAll().map(\.id).sorted() == [Self.hanakoID, Self.taroID])
            var importedTaro = try await destination.accounts.fetch(id: Self.taroID)
            #expect((importedTaro?.generation ?? 0) > 3, "sessions signed in before the import end")
            importedTaro?.generation = 3
            #expect(importedTaro == Self.account(Self.taroID, "Taro", hash: "t", createdAt: 20))
            #expect(try await destination.accounts.fetchAccount(tokenDigest: Self.digest("a"))?.id == Self.hanakoID)
            // Each person's list, in order, with its own counts.
            #expect(
                try await titles(of: hanako, in: destination) == (try await titles(of: hanako, in: source)))
            #expect(try await titles(of: taro, in: destination) == ["2222 4 牛乳", "2222 5 牛乳", "2222 6 牛乳"])
            let his = try await destination.todos.owned(by: taro).fetchSlice(
                completed: nil, titleMatching: nil, offset: 0, limit: 1)
            #expect(his.total == 3 && his.done == 2)
            let hers = try await destination.todos.owned(by: hanako).fetchSlice(
                completed: nil, titleMatching: nil, offset: 0, limit: 1)
            #expect(hers.total == 3 && hers.done == 1)
            #expect(try await destination.todos.fetchAll().isEmpty, "the household's were Hanako's")
            #expect(try await destination.profiles.fetch(userID: Self.hanakoID)?.name == "Hanako")
            #expect(try await destination.profiles.fetch(userID: Self.taroID)?.name == "たろう")
            // And the same document again, from the other engine.
            let again = try await export(Self.everyones(destination), in: folder)
            #expect(try withoutExportTime(again) == (try withoutExportTime(path)), "\(kind) → \(destinationKind)")
        }
    }

    /// Merged, an account already there (the same id and name) stays as it is, its password and
    /// tokens too, and the archive's todos and profile for it become its own; a new account comes
    /// in whole. Replaced, the accounts there go, with their data and tokens.
    @Test(arguments: ArchiveDatabase.Kind.allCases)
    func mergeKeepsAccountsThereAndReplaceTakesThemAway(kind: ArchiveDatabase.Kind) async throws {
        let source = try await kind.make()
        defer { source.cleanUp() }
        try await Self.fill(source)
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = try await export(Self.everyones(source), in: folder)

        let destination = try await kind.make()
        defer { destination.cleanUp() }
        let jiroID = "44444444-4444-4444-8444-444444444444"
        // Hanako here is the same account, her password changed since the archive was made.
        #expect(try await destination.accounts.insert(Self.account(Self.hanakoID, "Hanako", hash: "x", createdAt: 10)))
        #expect(try await destination.accounts.insert(Self.account(jiroID, "Jiro", hash: "j", createdAt: 6)))
        #expect(
            try await destination.accounts.insert(
                token: APITokenRecord(digest: Self.digest("b"), accountID: jiroID, createdAt: 7)))
        let hanako = DataOwner(account: AccountID(Self.hanakoID))
        try await Self.insert([90], for: hanako, in: destination)
        let everyone = Self.everyones(destination)

        await #expect(
            throws: AppError.archive(.destinationNotEmpty(ArchiveCounts(todos: 1, profiles: 0, accounts: 2)))
        ) {
            try await everyone.importArchive(from: .file(path: path), mode: .intoEmpty, progress: nil)
        }

        let merged = try await everyone.importArchive(from: .file(path: path), mode: .merge, progress: nil)
        #expect(merged.written == ArchiveCounts(todos: 6, profiles: 2, accounts: 1))
        #expect(merged.skipped == ArchiveCounts(todos: 0, profiles: 0, accounts: 1))
        #expect(merged.stored == ArchiveCounts(todos: 7, profiles: 2, accounts: 3))
        let herAccount = try await destination.accounts.fetch(id: Self.hanakoID)
        #expect(herAccount?.passwordHash == Self.hash("x") && herAccount?.generation == 3, "stays as it was")
        #expect(
            try await destination.accounts.fetchAccount(tokenDigest: Self.digest("a")) == nil,
            "a merge gives an account there no token it did not have")
        #expect(
            Set(try await titles(of: hanako, in: destination)) == ["1111 90 牛乳", "home 1 牛乳", "home 2 牛乳", "1111 3 牛乳"])
        let herCounts = try await destination.todos.owned(by: hanako).fetchSlice(
            completed: nil, titleMatching: nil, offset: 0, limit: 1)
        #expect(herCounts.total == 4)
        #expect(try await destination.profiles.fetch(userID: Self.hanakoID)?.name == "Hanako")
        let taro = try await destination.accounts.fetch(id: Self.taroID)
        #expect(taro?.passwordHash == Self.hash("t"))
        #expect((taro?.generation ?? 0) > 3, "a new session generation: no cookie made before is good here")
        #expect(try await destination.accounts.fetchAccount(tokenDigest: Self.digest("b"))?.id == jiroID)

        let replaced = try await everyone.importArchive(from: .file(path: path), mode: .replace, progress: nil)
        #expect(replaced.stored == ArchiveCounts(todos: 6, profiles: 2, accounts: 2))
        #expect(try await destination.accounts.fetch(id: jiroID) == nil, "Jiro was not in the archive")
        #expect(try await destination.accounts.fetchAccount(tokenDigest: Self.digest("b")) == nil, "nor his token")
        let jiros = try await destination.todos.owned(by: DataOwner(account: AccountID(jiroID))).fetchSlice(
            completed: nil, titleMatching: nil, offset: 0, limit: 1)
        #expect(jiros.total == 0)
        let hers = try await destination.todos.owned(by: hanako).fetchSlice(
            completed: nil, titleMatching: nil, offset: 0, limit: 1)
        #expect(hers.total == 3 && hers.revision > herCounts.revision, "her revision still only goes forward")
        let replacedHanako = try await destination.accounts.fetch(id: Self.hanakoID)
        #expect(replacedHanako?.passwordHash == Self.hash("h"), "replaced: the archive's password")
        #expect((replacedHanako?.generation ?? 0) > 3, "and every session she had here ends")
        #expect(try await destination.accounts.fetchAccount(tokenDigest: Self.digest("a"))?.id == Self.hanakoID)
    }

    /// Merging never gives one person's data to another: an account of the archive whose name
    /// (in any width or case) or id another account holds here is refused, and nothing is written.
    @Test(arguments: ArchiveDatabase.Kind.allCases)
    func aMergeIntoAnotherPersonOfTheSameNameIsRefused(kind: ArchiveDatabase.Kind) async throws {
        let source = try await kind.make()
        defer { source.cleanUp() }
        try await Self.fill(source)
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = try await export(Self.everyones(source), in: folder)
        for (id, name) in [
            ("33333333-3333-4333-8333-333333333333", "ＨＡＮＡＫＯ"), (Self.taroID, "Somebody"),
        ] {
            let destination = try await kind.make()
            defer { destination.cleanUp() }
            #expect(try await destination.accounts.insert(Self.account(id, name, hash: "x", createdAt: 5)))
            try await Self.insert([90], for: DataOwner(account: AccountID(id)), in: destination)
            let before = try withoutExportTime(try await export(Self.everyones(destination), in: folder))
            await #expect(throws: AppError.archive(.accountConflict(name: id == Self.taroID ? "Taro" : "Hanako"))) {
                try await Self.everyones(destination).importArchive(
                    from: .file(path: path), mode: .merge, progress: nil)
            }
            #expect(try withoutExportTime(try await export(Self.everyones(destination), in: folder)) == before)
        }
    }

    /// A database with no accounts that takes accounts from everyone's archive gives what its
    /// household held to the first of them, as the first `user add` would have.
    @Test(arguments: ArchiveDatabase.Kind.allCases)
    func theHouseholdHereBecomesTheFirstAccountsWhenAccountsArrive(kind: ArchiveDatabase.Kind) async throws {
        let source = try await kind.make()
        defer { source.cleanUp() }
        try await Self.fill(source)
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = try await export(Self.everyones(source), in: folder)

        let destination = try await kind.make()
        defer { destination.cleanUp() }
        try await Self.insert([70, 71], for: .household, in: destination)
        // Taro's todo 4, imported here before from his own archive and renamed since: the
        // household's, for now, and newer than the archive's.
        var his = try #require(
            try await source.todos.owned(by: DataOwner(account: AccountID(Self.taroID))).fetch(id: Self.id(4)))
        his.title = "renamed here"
        his.updatedAt += 1_000
        _ = try await destination.todos.insert(contentsOf: [TodoInsertion(record: his, placeLast: false)])
        try await destination.profiles.upsert(
            ProfileRecord(userID: "local", name: "Mother", gender: "female", createdAt: 100))
        let merged = try await Self.everyones(destination).importArchive(
            from: .file(path: path), mode: .merge, progress: nil)
        #expect(merged.stored == ArchiveCounts(todos: 8, profiles: 2, accounts: 2))
        let hanako = DataOwner(account: AccountID(Self.hanakoID))
        let hers = try await titles(of: hanako, in: destination)
        #expect(Set(hers) == ["home 1 牛乳", "home 2 牛乳", "1111 3 牛乳", "home 70 牛乳", "home 71 牛乳"])
        #expect(try await destination.todos.fetchAll().isEmpty, "the household here went to her")
        let taro = DataOwner(account: AccountID(Self.taroID))
        #expect(
            try await titles(of: taro, in: destination) == ["renamed here", "2222 5 牛乳", "2222 6 牛乳"],
            "his, as renamed here later")
        let hisCounts = try await destination.todos.owned(by: taro).fetchSlice(
            completed: nil, titleMatching: nil, offset: 0, limit: 1)
        #expect(hisCounts.total == 3 && hisCounts.done == 2)
        let counts = try await destination.todos.owned(by: hanako).fetchSlice(
            completed: nil, titleMatching: nil, offset: 0, limit: 1)
        #expect(counts.total == 5)
        // Her profile: the archive's (registered at 500) or the one here (100): the later stays.
        #expect(try await destination.profiles.fetch(userID: Self.hanakoID)?.name == "Hanako")
        #expect(try await destination.profiles.fetch(userID: "local") == nil)
    }

    /// Once there are accounts, the household's data is the first account's: what everyone's
    /// archive of a household (no accounts) brings, merged into a database with accounts, is hers,
    /// as the first `user add` would have made it; none of it is left to no one.
    @Test(arguments: ArchiveDatabase.Kind.allCases)
    func theHouseholdsDataInAnArchiveGoesToTheFirstAccountHere(kind: ArchiveDatabase.Kind) async throws {
        let source = try await kind.make()
        defer { source.cleanUp() }
        try await Self.insert([80, 81], for: .household, in: source)
        try await source.profiles.upsert(
            ProfileRecord(userID: "local", name: "Mother", gender: "female", createdAt: 900))
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = try await export(Self.everyones(source), in: folder)

        let destination = try await kind.make()
        defer { destination.cleanUp() }
        try await Self.fill(destination)
        let merged = try await Self.everyones(destination).importArchive(
            from: .file(path: path), mode: .merge, progress: nil)
        #expect(merged.written == ArchiveCounts(todos: 2, profiles: 1, accounts: 0))
        #expect(merged.stored == ArchiveCounts(todos: 8, profiles: 2, accounts: 2))
        let hanako = DataOwner(account: AccountID(Self.hanakoID))
        #expect(
            Set(try await titles(of: hanako, in: destination))
                == ["home 1 牛乳", "home 2 牛乳", "1111 3 牛乳", "home 80 牛乳", "home 81 牛乳"])
        let hers = try await destination.todos.owned(by: hanako).fetchSlice(
            completed: nil, titleMatching: nil, offset: 0, limit: 1)
        #expect(hers.total == 5)
        #expect(try await destination.todos.fetchAll().isEmpty, "nothing is the household's, whom no one sees")
        #expect(try await destination.profiles.fetch(userID: Self.hanakoID)?.name == "Mother", "registered later")
        #expect(try await destination.profiles.fetch(userID: "local") == nil)
    }

    /// One person's archive is not everyone's, nor the other way round: each is refused by the
    /// other's import before anything is written.
    @Test(arguments: ArchiveDatabase.Kind.allCases)
    func anArchiveOfTheOtherKindIsRefusedAndNothingIsWritten(kind: ArchiveDatabase.Kind) async throws {
        let database = try await kind.make()
        defer { database.cleanUp() }
        try await Self.fill(database)
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let everyonesPath = try await export(Self.everyones(database), in: folder)
        let taro = DataOwner(account: AccountID(Self.taroID))
        let his = DefaultArchiveRepository(
            store: database.archive.owned(by: taro), identity: "taro", dates: TestDateSource())
        let hisPath = folder.path("his.json")
        _ = try await his.export(to: .file(path: hisPath), progress: nil)
        let before = try withoutExportTime(try await export(Self.everyones(database), in: folder))

        await #expect(throws: AppError.archive(.holdsEveryone)) {
            try await his.importArchive(from: .file(path: everyonesPath), mode: .replace, progress: nil)
        }
        await #expect(throws: AppError.archive(.holdsOnePerson)) {
            try await Self.everyones(database).importArchive(from: .file(path: hisPath), mode: .replace, progress: nil)
        }
        // A person's archive that holds only a profile: no record an import of everyone's would
        // refuse by itself, so the document's own kind is what stops it (a replace would have
        // deleted every account).
        let profileOnly = folder.path("profile.json")
        try Data(
            #"{"format": "daybook", "version": 1, "todos": [], "profiles": [{"userID": "local", "name": "Jiro", "gender": "male", "createdAt": 1}], "counts": {"todos": 0, "profiles": 1}}"#
                .utf8
        ).write(to: URL(fileURLWithPath: profileOnly))
        await #expect(throws: AppError.archive(.holdsOnePerson)) {
            try await Self.everyones(database).importArchive(
                from: .file(path: profileOnly), mode: .replace, progress: nil)
        }
        #expect(try withoutExportTime(try await export(Self.everyones(database), in: folder)) == before)
    }

    /// What the reader checks of everyone's document: the accounts come first; each todo names an
    /// account listed (or the household); names by `user add`'s rules, no two alike; a bcrypt
    /// hash's shape; the counts count the accounts.
    @Test func everyonesDocumentIsCheckedAsItIsRead() throws {
        let account =
            #"{"id": "\#(Self.hanakoID)", "name": "Hanako", "passwordHash": "\#(Self.hash("h"))", "createdAt": 1, "generation": 0, "tokens": [{"digest": "\#(Self.digest("c"))", "createdAt": 2}]}"#
        let todo =
            #"{"owner": "\#(Self.hanakoID)", "id": "\#(Self.id(1))", "title": "Buy milk", "completed": false, "order": 1, "createdAt": 0, "updatedAt": 0}"#
        func document(accounts: [String] = [account], todos: [String] = [todo], counts: String? = nil) -> String {
            """
            {"format": "daybook", "version": 2,
            "accounts": [\(accounts.joined(separator: ",\n"))],
            "todos": [\(todos.joined(separator: ",\n"))],
            "profiles": [],
            "counts": \(counts ?? #"{"accounts": \#(accounts.count), "todos": \#(todos.count), "profiles": 0}"#)}
            """
        }
        let (records, reader) = try ArchiveDocumentTests.readAll(Array(document().utf8))
        #expect(reader.scope == .everyone)
        #expect(records.count == 2)
        guard case .account(let archived) = records.first, case .ownedTodo(_, let owner) = records.last else {
            Issue.record("an account, then an owned todo: \(records)")
            return
        }
        #expect(archived.account.nameKey == "hanako" && archived.tokens.map(\.accountID) == [Self.hanakoID])
        #expect(owner == Self.hanakoID)
        // The household's todo, and an upper-case id, are read as the stores keep them.
        let household = todo.replacingOccurrences(of: Self.hanakoID, with: "")
        #expect(try ArchiveDocumentTests.readAll(Array(document(todos: [household]).utf8)).records.count == 2)
        let upper = todo.replacingOccurrences(of: Self.hanakoID, with: Self.hanakoID.uppercased())
        // An account's profile named by its id in upper case is that account's, as the stores keep it.
        let upperProfile = """
            {"format": "daybook", "version": 2, "accounts": [\(account)], "todos": [],
            "profiles": [{"userID": "\(Self.hanakoID.uppercased())", "name": "はなこ", "gender": "female", "createdAt": 1}],
            "counts": {"accounts": 1, "todos": 0, "profiles": 1}}
            """
        let profiles = try ArchiveDocumentTests.readAll(Array(upperProfile.utf8)).records
        #expect(
            profiles.last == .profile(ProfileRecord(userID: Self.hanakoID, name: "はなこ", gender: "female", createdAt: 1))
        )
        #expect(try ArchiveDocumentTests.readAll(Array(document(todos: [upper]).utf8)).records.last == records.last)

        let taro = account.replacingOccurrences(of: Self.hanakoID, with: Self.taroID)
            .replacingOccurrences(of: Self.digest("c"), with: Self.digest("d"))
        let cases: [(String, String, AppError)] = [
            (
                "a todo of an account not listed",
                document(todos: [todo.replacingOccurrences(of: Self.hanakoID, with: Self.taroID)]),
                .archive(.invalidEntry(line: 3, field: "owner"))
            ),
            (
                "a todo without its owner",
                document(todos: [todo.replacingOccurrences(of: #""owner": "\#(Self.hanakoID)", "#, with: "")]),
                .archive(.invalidEntry(line: 3, field: "owner"))
            ),
            (
                "the same name twice, in another width",
                document(accounts: [account, taro.replacingOccurrences(of: #""Hanako""#, with: #""ｈａｎａｋｏ""#)]),
                .archive(.duplicateAccountName(line: 3, name: "ｈａｎａｋｏ"))
            ),
            (
                "a hash of a variant bcrypt does not check",
                document(accounts: [account.replacingOccurrences(of: "$2b$04$", with: "$2y$04$")]),
                .archive(.invalidEntry(line: 2, field: "passwordHash"))
            ),
            (
                "a hash that would take hours to check",
                document(accounts: [account.replacingOccurrences(of: "$2b$04$", with: "$2b$31$")]),
                .archive(.invalidEntry(line: 2, field: "passwordHash"))
            ),
            (
                "a password that is no hash",
                document(accounts: [account.replacingOccurrences(of: Self.hash("h"), with: "hunter2")]),
                .archive(.invalidEntry(line: 2, field: "passwordHash"))
            ),
            (
                "a token that is no digest",
                document(accounts: [account.replacingOccurrences(of: Self.digest("c"), with: "secret")]),
                .archive(.invalidEntry(line: 2, field: "tokens"))
            ),
            (
                "counts without the accounts", document(counts: #"{"todos": 1, "profiles": 0}"#),
                .archive(
                    .countMismatch(
                        expected: ArchiveCounts(todos: 1, profiles: 0),
                        found: ArchiveCounts(todos: 1, profiles: 0, accounts: 1)))
            ),
            (
                "the accounts after the todos",
                #"{"format": "daybook", "version": 2, "todos": [], "accounts": [], "profiles": [], "counts": {"todos": 0, "profiles": 0}}"#,
                .archive(.invalidEntry(line: 1, field: "accounts"))
            ),
        ]
        for (what, text, expected) in cases {
            #expect(ArchiveDocumentTests.error(reading: text) == expected, "\(what)")
        }
    }
}
