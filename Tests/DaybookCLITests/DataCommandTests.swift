import DaybookTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("daybook data, run as a process")
struct DataCommandTests {
    final class Counter: Sendable {
        let value = Atomic(0)
    }

    /// Three todos and the local profile.
    func fill(_ daybook: DaybookProcess, database: String? = nil) async throws {
        let options = database.map { ["--database", $0] } ?? []
        for title in ["Buy milk", "Say \"hi\"", "牛乳を買う"] { try await daybook.run(["todo", "add", title] + options) }
        try await daybook.run(["profile", "register", "--name", "Hanako", "--gender", "female"] + options)
    }

    func withoutExportTime(_ text: String) -> String {
        text.split(separator: "\n").filter { !$0.contains("\"exportedAt\"") }.joined(separator: "\n")
    }

    @Test func exportToStandardOutputKeepsTheArchiveCleanAndImportRestoresIt() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await fill(daybook)
        let exported = try await daybook.run("data", "export")
        #expect(exported.status == 0)
        #expect(exported.stderr == "Exported 3 todos and 1 profile.\n", "the sentence on standard error")
        let archive = try #require(try JSONSerialization.jsonObject(with: Data(exported.stdout.utf8)) as? [String: Any])
        #expect(archive["format"] as? String == "daybook" && archive["version"] as? Int == 1)
        #expect((archive["todos"] as? [[String: Any]])?.count == 3)
        #expect(archive["counts"] as? [String: Int] == ["todos": 3, "profiles": 1])

        let file = daybook.home.appendingPathComponent("archive.json").path
        try exported.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        let other = daybook.home.appendingPathComponent("other.sqlite").path
        let imported = try await daybook.run("data", "import", file, "--database", other, "--json")
        #expect(imported.status == 0, "\(imported.stderr)")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any])
        #expect(result["action"] as? String == "import" && result["todos"] as? Int == 3)
        #expect(result["stored"] as? [String: Int] == ["todos": 3, "profiles": 1])
        let again = try await daybook.run("data", "export", "--database", other)
        #expect(withoutExportTime(again.stdout) == withoutExportTime(exported.stdout))
    }

    @Test func aDatabaseThatHoldsDataNeedsReplaceOrMergeInEitherLanguage() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await fill(daybook)
        let file = daybook.home.appendingPathComponent("a.json").path
        #expect(try await daybook.run("data", "export", file).stdout == "Exported 3 todos and 1 profile to \(file).\n")
        let refused = try await daybook.run("data", "import", file)
        #expect(refused.status == 64)
        #expect(
            refused.stderr
                == "daybook: Your data already holds 3 todos and 1 profile (this Daybook has no accounts: it is everything in the database). Use --replace to replace it, or --merge to merge into it.\n"
        )
        let japanese = try await daybook.run("data", "import", file, "--lang", "ja")
        #expect(japanese.status == 64 && japanese.stderr.contains("あなたのデータにはすでにTODO 3件とプロフィール1件あります"))
        let merged = try await daybook.run("data", "import", file, "--merge")
        #expect(merged.status == 0)
        #expect(merged.stdout.contains("Imported 0 todos and 0 profiles."))
        #expect(merged.stdout.contains("Kept what was there for 3 todos and 1 profile"))
        #expect(try await daybook.run("data", "import", file, "--merge", "--replace").status == 64)
    }

    @Test func aCutOffArchiveIsRefusedWithItsPlaceAndChangesNothing() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await fill(daybook)
        let archive = try await daybook.run("data", "export").stdout
        let file = daybook.home.appendingPathComponent("cut.json").path
        let lines = archive.split(separator: "\n")
        try (lines.prefix(6).joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let before = try await daybook.run("todo", "list", "--json").stdout
        let refused = try await daybook.run("data", "import", file, "--replace")
        #expect(refused.status == 65)
        #expect(refused.stderr.hasPrefix("daybook: The archive ends too early, at line 7"), "\(refused.stderr)")
        #expect(try await daybook.run("todo", "list", "--json").stdout == before)
        let missing = try await daybook.run("data", "import", daybook.home.appendingPathComponent("none.json").path)
        #expect(missing.status == 66)
    }

    @Test func aBackupIsAnOpenableDatabaseAndNeverOverwrites() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await fill(daybook)
        let backup = daybook.home.appendingPathComponent("backup.sqlite").path
        let made = try await daybook.run("data", "backup", backup)
        #expect(
            made.status == 0 && made.stdout == "Backed up the database, with 3 todos and 1 profile, to \(backup).\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: daybook.home.path).filter { $0.hasPrefix("backup") }
                == ["backup.sqlite"], "nothing beside the backup")
        let listed = try await daybook.run("todo", "list", "--database", backup)
        #expect(listed.stdout.hasSuffix("Total 3 · open 3 · done 0\n"))
        let again = try await daybook.run("data", "backup", backup)
        #expect(again.status == 64 && again.stderr.contains("exists already; nothing was overwritten"))
        let json = try await daybook.run("data", "backup", "second.sqlite", "--json")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(result["action"] as? String == "backup" && result["file"] as? String == "second.sqlite")
        #expect(result["todos"] as? Int == 3 && result["profiles"] as? Int == 1, "what the backup holds")
    }

    /// PostgreSQL's backup is pg_dump's: said (with status 64) without connecting, so even with
    /// the server down.
    @Test func aPostgreSQLBackupPointsToPgDumpWithoutConnecting() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let refused = try await daybook.run(
            "data", "backup", "x.sqlite", "--database-url", "postgres://daybook:hunter22@127.0.0.1:1/daybook")
        #expect(refused.status == 64, "\(refused.stderr)")
        #expect(refused.stderr.contains("pg_dump") && !refused.stderr.contains("hunter22"))
        #expect(!FileManager.default.fileExists(atPath: daybook.home.appendingPathComponent("x.sqlite").path))
    }

    /// An archive piped in is read whole before the import starts, through a private file that
    /// is gone afterwards, whether the import succeeds or is refused.
    @Test func anImportFromStandardInputLeavesNoTemporaryFile() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await fill(daybook)
        let file = daybook.home.appendingPathComponent("archive.json")
        try await daybook.run("data", "export", file.path)
        let scratch = daybook.home.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
        let imported = try await daybook.run(
            ["data", "import", "-", "--database", "other.sqlite", "--json"], environment: ["TMPDIR": scratch.path],
            standardInput: file)
        #expect(imported.status == 0, "\(imported.stderr)")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any])
        #expect(result["stored"] as? [String: Int] == ["todos": 3, "profiles": 1])
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [])

        let cut = daybook.home.appendingPathComponent("cut.json")
        try Data(try Data(contentsOf: file).prefix(200)).write(to: cut)
        let refused = try await daybook.run(
            ["data", "import", "-", "--database", "third.sqlite"], environment: ["TMPDIR": scratch.path],
            standardInput: cut)
        #expect(refused.status == 65 && refused.stderr.contains("ends too early"), "\(refused.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [])
    }

    /// An archive entry follows the rules any input does: a title that `todo add` refuses is
    /// refused with its line and column, in the user's language, and nothing is stored (a NUL is
    /// a control character, never a place to cut the title). So is a time no RFC 3339 date can
    /// show.
    @Test func anEntryThatBreaksTheRulesIsRefusedWithItsPlace() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        func archive(title: String = "Buy milk", createdAt: String = "0") -> String {
            """
            {"format": "daybook", "version": 1,
            "todos": [
            {"id": "00000000-0000-4000-8000-000000000001", "title": "\(title)", "completed": false,
            "order": 1, "createdAt": \(createdAt), "updatedAt": 0}
            ], "profiles": [], "counts": {"todos": 1, "profiles": 0}}
            """
        }
        let file = daybook.home.appendingPathComponent("archive.json").path
        let entry = "{\"id\": \"00000000-0000-4000-8000-000000000001\", "
        let titleColumn = entry.count + "\"title\": ".count + 1

        try archive(title: #"Buy \u0000 milk"#).write(toFile: file, atomically: true, encoding: .utf8)
        let refused = try await daybook.run("data", "import", file, "--replace")
        #expect(refused.status == 65)
        #expect(
            refused.stderr
                == "daybook: Line 3, column \(titleColumn): The title must not contain control characters (line breaks, tabs, escape codes) or characters that change the direction of the text. Nothing was imported.\n"
        )
        let japanese = try await daybook.run("data", "import", file, "--replace", "--lang", "ja")
        #expect(japanese.status == 65)
        #expect(japanese.stderr.hasPrefix("daybook: 3行目\(titleColumn)列目：タイトルに制御文字"), "\(japanese.stderr)")
        #expect(japanese.stderr.hasSuffix("何もインポートしていません。\n"))

        try archive(title: #"\u001b[31mred"#).write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try await daybook.run("data", "import", file, "--replace").status == 65)
        let tooLong = String(repeating: "x", count: 501)
        try archive(title: tooLong).write(toFile: file, atomically: true, encoding: .utf8)
        let long = try await daybook.run("data", "import", file, "--replace")
        #expect(long.status == 65)
        #expect(
            long.stderr
                == "daybook: Line 3, column \(titleColumn): The title must be at most 500 characters. Nothing was imported.\n"
        )

        try archive(createdAt: "-9223372036854775808").write(toFile: file, atomically: true, encoding: .utf8)
        let early = try await daybook.run("data", "import", file, "--replace")
        #expect(early.status == 65)
        let timeColumn = "\"order\": 1, \"createdAt\": ".count + 1
        #expect(
            early.stderr
                == "daybook: Line 4, column \(timeColumn): “createdAt” must be a time from 0001-01-01 to 9999-12-31 (UTC): milliseconds since 1970 from -62135596800000 to 253402300799999. Nothing was imported.\n"
        )
        let list = try await daybook.run("todo", "list", "--json")
        #expect(list.stdout.contains("\"total\" : 0"), "nothing was stored: \(list.stdout)")
    }

    /// A file a data command cannot read or make names that file and the real cause, in the
    /// user's language, with sysexits' status: 66 for an input that cannot be opened, 73
    /// (EX_CANTCREAT) for an output that cannot be made.
    @Test func aFileThatCannotBeReadOrMadeNamesItselfAndTheCause() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await fill(daybook)
        let backup = try await daybook.run("data", "backup", "/nonexistent/x.sqlite")
        #expect(backup.status == 73)
        #expect(backup.stderr == "daybook: /nonexistent/x.sqlite cannot be created: there is no folder /nonexistent.\n")
        let export = try await daybook.run("data", "export", "/nonexistent/dir/x.json")
        #expect(export.status == 73)
        #expect(
            export.stderr
                == "daybook: /nonexistent/dir/x.json cannot be created: there is no folder /nonexistent/dir.\n")
        let exportJapanese = try await daybook.run("data", "export", "/nonexistent/dir/x.json", "--lang", "ja")
        #expect(exportJapanese.status == 73)
        #expect(
            exportJapanese.stderr
                == "daybook: /nonexistent/dir/x.json を作成できません。フォルダ /nonexistent/dir がありません。\n")
        let folder = daybook.home.path
        let intoFolder = try await daybook.run("data", "export", folder)
        #expect(intoFolder.status == 73)
        #expect(intoFolder.stderr == "daybook: \(folder) is a folder, not a file.\n")

        let none = daybook.home.appendingPathComponent("none.json").path
        let missing = try await daybook.run("data", "import", none)
        #expect(missing.status == 66)
        #expect(missing.stderr == "daybook: \(none) does not exist.\n")
        let missingJapanese = try await daybook.run("data", "import", none, "--lang", "ja")
        #expect(missingJapanese.stderr == "daybook: \(none) がありません。\n")
        let fromFolder = try await daybook.run("data", "import", folder, "--replace")
        #expect(fromFolder.status == 66)
        #expect(fromFolder.stderr == "daybook: \(folder) is a folder, not a file.\n")
        #expect(try await daybook.run("todo", "list").stdout.hasSuffix("Total 3 · open 3 · done 0\n"))
    }

    /// A copy's result is one sentence, and a destination that holds data is called the
    /// destination.
    @Test func aCopySaysWhatItDidOnceAndNamesTheDestination() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await fill(daybook)
        let other = daybook.home.appendingPathComponent("other.sqlite").path
        let copied = try await daybook.run("data", "copy", "--to", other)
        #expect(copied.status == 0, "\(copied.stderr)")
        #expect(copied.stdout == "Copied 3 todos and 1 profile to \(other), and checked that it holds them.\n")

        let again = try await daybook.run("data", "copy", "--to", other)
        #expect(again.status == 64)
        #expect(
            again.stderr
                == "daybook: The destination, \(other), already holds 3 todos and 1 profile: use --replace to replace everything there, or --merge to merge into it.\n"
        )
        let againJapanese = try await daybook.run("data", "copy", "--to", other, "--lang", "ja")
        #expect(
            againJapanese.stderr
                == "daybook: コピー先の \(other) にはすでにTODO 3件とプロフィール1件あります。すべて置き換えるには --replace、統合するには --merge を指定してください。\n"
        )

        let merged = try await daybook.run("data", "copy", "--to", other, "--merge")
        #expect(
            merged.stdout
                == "Copied 0 todos and 0 profiles to \(other), kept what was there for 3 todos and 1 profile (accounts there as they are; todos and profiles as new or newer), and checked that it holds 3 todos and 1 profile.\n"
        )
        let replaced = try await daybook.run("data", "copy", "--to", other, "--replace", "--lang", "ja")
        #expect(replaced.stdout == "TODO 3件とプロフィール1件を \(other) にコピーし、コピー先にすべてあることを確認しました。\n")
    }

    // MARK: - Interrupted

    /// Signals that end a process: the two a user or a service manager sends, and the one no
    /// process can catch.
    static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGKILL]

    /// A copy killed while its archive is complete (the destination is held by another
    /// program's write, so the copy waits there) leaves nothing in the temporary folder: the
    /// archive was only ever a file without a name, private to the user.
    @Test(arguments: endingSignals)
    func anInterruptedCopyLeavesNoArchiveBehind(signal: Int32) async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await fill(daybook)
        let destination = daybook.home.appendingPathComponent("destination.sqlite").path
        try await daybook.run("todo", "list", "--database", destination)
        let scratch = daybook.home.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)

        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let holder = try DatabaseQueue(path: destination, configuration: configuration)
        try await holder.writeWithoutTransaction { try $0.execute(sql: "BEGIN IMMEDIATE") }
        let copy = try BackgroundProcess(
            daybook, ["data", "copy", "--to", destination], environment: ["TMPDIR": scratch.path])
        let held = await eventuallyPolled {
            copy.openFiles(under: scratch.path).contains { $0.st_size > 0 }
        }
        #expect(held, "the copy holds its archive while it waits for the destination")
        for file in copy.openFiles(under: scratch.path) {
            #expect(file.st_mode & 0o777 == 0o600, "only the user may read the archive")
            #expect(file.st_nlink == 0, "the archive has no name anyone could open")
        }
        await copy.end(with: signal)
        try await holder.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [])
        let listed = try await daybook.run("todo", "list", "--database", destination, "--json")
        #expect(listed.stdout.contains("\"total\" : 0"), "nothing was written: \(listed.stdout)")
    }

    /// An import from a pipe that stalls half-way, killed then, leaves nothing of what it had read.
    @Test(arguments: endingSignals)
    func anInterruptedImportFromStandardInputLeavesNothingBehind(signal: Int32) async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let scratch = daybook.home.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
        let pipe = Pipe()
        let importing = try BackgroundProcess(
            daybook, ["data", "import", "-"], environment: ["TMPDIR": scratch.path], input: pipe)
        // About 95 KB of an archive, then nothing: more than the import reads at once (64 KiB),
        // less than that and what the pipe holds, so the write is done before the import is
        // stopped (a write to a pipe nobody reads would end this process with SIGPIPE).
        let entries = (1...500).map { number in
            #"{"id": "00000000-0000-4000-8000-\#(String(format: "%012d", number))", "title": "Todo \#(number) \#(String(repeating: "x", count: 100))", "completed": false, "order": \#(number), "createdAt": 0, "updatedAt": 0}"#
        }
        let head = "{\"format\": \"daybook\", \"version\": 1, \"todos\": [\n" + entries.joined(separator: ",\n")
        let writer = pipe.fileHandleForWriting
        await Task.detached { try? writer.write(contentsOf: Data(head.utf8)) }.value
        let spooled = await eventuallyPolled {
            importing.openFiles(under: scratch.path).contains { $0.st_size > 0 }
        }
        #expect(spooled, "the import holds what it has read so far")
        for file in importing.openFiles(under: scratch.path) {
            #expect(file.st_mode & 0o777 == 0o600 && file.st_nlink == 0)
        }
        await importing.end(with: signal)
        try? writer.close()
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [])
    }

    /// A mistyped source is not created (and copied as nothing); an empty source never empties a
    /// destination; a URL of another kind is refused without being taken for a file or printed.
    @Test func aCopyNeverCreatesItsSourceNorEmptiesADestinationFromNothing() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await fill(daybook)
        let target = daybook.defaultDatabase.path
        let typo = try await daybook.run("data", "copy", "--from", "daybok.sqlite", "--to", "other.sqlite")
        #expect(
            typo.status == 66
                && typo.stderr
                    == "daybook: There is no database at daybok.sqlite; nothing was copied. Check the path.\n"
        )
        #expect(!FileManager.default.fileExists(atPath: daybook.home.appendingPathComponent("daybok.sqlite").path))

        try await daybook.run("todo", "list", "--database", "empty.sqlite")
        let emptied = try await daybook.run(
            "data", "copy", "--from", "empty.sqlite", "--to", target, "--replace", "--lang", "ja")
        #expect(emptied.status == 64 && emptied.stderr.contains("コピー先（TODO 3件とプロフィール1件）が空になります"))
        #expect(try await daybook.run("todo", "list").stdout.hasSuffix("Total 3 · open 3 · done 0\n"))

        // A URL with a password is refused before its kind is looked at (DataCopyCredentialsTests).
        let withPassword = try await daybook.run("data", "copy", "--to", "mysql://daybook:hunter22@127.0.0.1/daybook")
        #expect(withPassword.status == 64 && withPassword.stderr.contains("--to holds a password"))
        #expect(!(withPassword.stdout + withPassword.stderr).contains("hunter22"), "the password is not printed")
        for url in ["mysql://daybook@127.0.0.1/daybook", "postgres:/daybook:hunter22@127.0.0.1/daybook"] {
            let refused = try await daybook.run("data", "copy", "--to", url)
            #expect(refused.status != 0 && refused.stderr.contains("--to is not a database URL"), "\(refused.stderr)")
            #expect(!(refused.stdout + refused.stderr).contains("hunter22"), "the password is not printed")
        }
        let made = try FileManager.default.contentsOfDirectory(atPath: daybook.home.path)
        #expect(!made.contains { $0.hasPrefix("mysql") || $0.hasPrefix("postgres") }, "\(made)")
    }

    /// `daybook data backup` beside a server taking 1,000 API writes: the backup opens as a valid
    /// database whose counts row agrees with its rows, at a moment during the writes.
    @Test func aBackupWhileTheAPITakesAThousandWritesIsOneMoment() async throws {
        let server = try await ServeProcess()
        let cli = DaybookProcess()
        defer { cli.cleanUp() }
        let endpoint = try #require(URL(string: "http://127.0.0.1:\(server.port)/api/todos"))
        let created = Counter()
        let writes = Task {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for lane in 0..<8 {
                    group.addTask {
                        for number in stride(from: lane + 1, through: 1_000, by: 8) {
                            var request = URLRequest(url: endpoint)
                            request.httpMethod = "POST"
                            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                            request.httpBody = Data(#"{"title":"write \#(number)"}"#.utf8)
                            let (_, response) = try await URLSession.shared.data(for: request)
                            #expect((response as? HTTPURLResponse)?.statusCode == 201)
                            created.value.add(1, ordering: .relaxed)
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
        while created.value.load(ordering: .relaxed) < 300 { try await Task.sleep(for: .milliseconds(5)) }
        let backup = cli.home.appendingPathComponent("backup.sqlite").path
        let made = try await cli.run("data", "backup", backup, "--database", server.databasePath)
        try await writes.value
        #expect(made.status == 0, "\(made.stderr)")
        let copy = try DatabaseQueue(path: backup)
        let (counted, rows) = try await copy.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT total FROM todo_counts") ?? -1,
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM todo") ?? -1
            )
        }
        #expect(counted == rows, "the counts row agrees with the rows")
        #expect((300...1_000).contains(rows), "a moment during the writes: \(rows) todos")
        let integrity = try await copy.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }
        #expect(integrity == "ok")
    }
}

/// A `daybook` process started in the background, for a test to watch and signal mid-way.
final class BackgroundProcess: Sendable {
    let process: ChildProcess

    init(
        _ daybook: DaybookProcess, _ arguments: [String], environment extra: [String: String] = [:],
        input: Pipe? = nil
    ) throws {
        process = try ChildProcess(
            try DaybookProcess.binary().path, arguments, environment: daybook.environment.merging(extra) { $1 },
            directory: daybook.home.path,
            input: input.map { .descriptor($0.fileHandleForReading.fileDescriptor) } ?? .null)
    }

    /// What the process holds open under `folder` (named, or once named there), as `fstat`
    /// sees each file: read through `/proc`, so a file without a name is seen too.
    func openFiles(under folder: String) -> [stat] {
        let descriptors = "/proc/\(process.identifier)/fd"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? []
        return entries.compactMap { entry in
            let path = descriptors + "/" + entry
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path),
                target.hasPrefix(folder + "/")
            else { return nil }
            var info = stat()
            return stat(path, &info) == 0 ? info : nil
        }
    }

    /// Sends `signal` and waits for the process to end.
    func end(with signal: Int32) async {
        process.send(signal)
        _ = await process.exited()
    }
}
