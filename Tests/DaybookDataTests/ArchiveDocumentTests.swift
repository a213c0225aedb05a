import DaybookData
import DaybookDomain
import Foundation
import Testing

@Suite("ArchiveDocument")
struct ArchiveDocumentTests {
    // MARK: - Round trip and layout

    @Test func writtenRecordsReadBackIdenticalAndInOrder() throws {
        let todos = (0..<Self.awkwardTitles.count).map { index in
            Self.todo(index, title: Self.awkwardTitles[index], completed: index % 2 == 0)
        }
        let profiles = [
            ProfileRecord(userID: "local", name: "Hanako", gender: "female", createdAt: 1_763_962_800_123),
            ProfileRecord(userID: "u\"2\\", name: "花子 🎉", gender: "unspecified", createdAt: -5),
            ProfileRecord(userID: "ユーザー", name: "Ta\\ro", gender: "male", createdAt: 0),
        ]
        let bytes = try Self.document(todos: todos, profiles: profiles, exportedAt: 1_763_962_800_123)

        let (records, reader) = try Self.readAll(bytes)
        #expect(records == todos.map(ArchiveRecord.todo) + profiles.map(ArchiveRecord.profile))
        #expect(reader.read == ArchiveCounts(todos: todos.count, profiles: profiles.count))
        #expect(reader.exportedAt == 1_763_962_800_123)
        #expect(reader.line == bytes.count { $0 == UInt8(ascii: "\n") } + 1)

        // Valid JSON whose strings are the same.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let entries = try #require(object["todos"] as? [[String: Any]])
        #expect(entries.map { $0["title"] as? String } == todos.map(\.title))
        let names = try #require(object["profiles"] as? [[String: Any]])
        #expect(names.map { $0["userID"] as? String } == profiles.map(\.userID))
        #expect(names.map { $0["name"] as? String } == profiles.map(\.name))
        // One entry per line.
        #expect(bytes.count { $0 == UInt8(ascii: "\n") } == 5 + todos.count + 2 + profiles.count + 3)
    }

    @Test func theLayoutIsTheDocumentedOne() throws {
        let todos = [
            TodoRecord(
                id: "0b7c2a4e-9f1d-4c3b-8a6e-5d4c3b2a1f0e", title: "Buy \"milk\"\n\\ 日本 \u{1}", completed: false,
                position: 3, createdAt: 1_763_962_800_123, updatedAt: 1_763_962_800_456),
            TodoRecord(
                id: "00000000-0000-4000-8000-000000000002", title: "Done", completed: true, position: -1,
                createdAt: -1, updatedAt: 0),
        ]
        let profiles = [ProfileRecord(userID: "local", name: "Hanako", gender: "female", createdAt: 1_763_962_800_123)]
        let full = try Self.document(todos: todos, profiles: profiles, exportedAt: 1_763_962_800_123)
        #expect(
            String(decoding: full, as: UTF8.self) == """
                {
                  "format": "daybook",
                  "version": 1,
                  "exportedAt": 1763962800123,
                  "todos": [
                    {"id": "0b7c2a4e-9f1d-4c3b-8a6e-5d4c3b2a1f0e", "title": "Buy \\"milk\\"\\n\\\\ 日本 \\u0001", \
                "completed": false, "order": 3, "createdAt": 1763962800123, "updatedAt": 1763962800456},
                    {"id": "00000000-0000-4000-8000-000000000002", "title": "Done", "completed": true, "order": -1, \
                "createdAt": -1, "updatedAt": 0}
                  ],
                  "profiles": [
                    {"userID": "local", "name": "Hanako", "gender": "female", "createdAt": 1763962800123}
                  ],
                  "counts": {"todos": 2, "profiles": 1}
                }

                """)

        let empty = try Self.document(todos: [], profiles: [], exportedAt: 0)
        #expect(
            String(decoding: empty, as: UTF8.self) == """
                {
                  "format": "daybook",
                  "version": 1,
                  "exportedAt": 0,
                  "todos": [],
                  "profiles": [],
                  "counts": {"todos": 0, "profiles": 0}
                }

                """)
        let (records, reader) = try Self.readAll(empty)
        #expect(records.isEmpty && reader.read == .zero && reader.exportedAt == 0)

        let onlyProfiles = try Self.document(todos: [], profiles: profiles, exportedAt: 7)
        #expect(
            String(decoding: onlyProfiles, as: UTF8.self).contains(
                "\"todos\": [],\n  \"profiles\": [\n    {\"userID\": \"local\""))
        #expect(try Self.readAll(onlyProfiles).records == profiles.map(ArchiveRecord.profile))
    }

    @Test func aMinifiedOrReindentedDocumentReadsTheSame() throws {
        let todos = (0..<Self.awkwardTitles.count).map { Self.todo($0, title: Self.awkwardTitles[$0]) }
        let profiles = [ProfileRecord(userID: "local", name: "Hanako", gender: "female", createdAt: 1)]
        let bytes = try Self.document(todos: todos, profiles: profiles, exportedAt: 42)
        let object = try JSONSerialization.jsonObject(with: Data(bytes))
        // Records come in document order, and sorted keys put "profiles" before "todos" (and
        // "counts" first, "version" last).
        let expected = profiles.map(ArchiveRecord.profile) + todos.map(ArchiveRecord.todo)

        for options: JSONSerialization.WritingOptions in [[.sortedKeys], [.sortedKeys, .prettyPrinted]] {
            let encoded = try JSONSerialization.data(withJSONObject: object, options: options)
            let (records, reader) = try Self.readAll(Array(encoded))
            #expect(records == expected, "\(options)")
            #expect(reader.exportedAt == 42)
        }

        // Tabs, CRLF, keys in another order, an escaped key, an unknown key and BOM.
        let handWritten =
            "\u{FEFF}{\r\n\t\"form\\u0061t\" : \"daybook\" ,\"future\":{\"a\":[1,2.5e-3,null,true]},"
            + "\"todos\"\t:\t[\r\n\t\t{ \"updatedAt\":2,\"order\":0 ,\"createdAt\":1,\"completed\":true,"
            + "\"title\":\"\\ud83d\\ude00 \\/ok\",\"id\":\"00000000-0000-4000-8000-00000000000A\",\"more\":{}}"
            + "],\"counts\":{\"profiles\":0,\"todos\":1},\"version\":1}\r\n\r\n"
        let (records, reader) = try Self.readAll(Array(handWritten.utf8))
        #expect(
            records == [
                .todo(
                    TodoRecord(
                        id: "00000000-0000-4000-8000-00000000000a", title: "😀 /ok", completed: true, position: 0,
                        createdAt: 1, updatedAt: 2))
            ])
        #expect(reader.exportedAt == nil)
    }

    @Test func entriesAcrossTheReadersChunksReadTheSame() throws {
        // The reader takes 64 KiB at a time. A long unknown member before the todos, one byte
        // longer each time, moves the end of the first chunk across the first todo's line, so
        // that it falls once at every place in an entry: in a key, an escape, a surrogate pair,
        // a character of several bytes, a number.
        let title = "a\"b\\c/日本🎉x é" + String(repeating: "é", count: 20)
        let todos = (0..<3).map { Self.todo($0, title: title, completed: $0 % 2 == 1) }
        let profiles = [ProfileRecord(userID: "local", name: "Hanako", gender: "female", createdAt: 1)]
        let expected = todos.map(ArchiveRecord.todo) + profiles.map(ArchiveRecord.profile)
        let plain = try Self.text(Self.document(todos: todos, profiles: profiles, exportedAt: 1))
        // Escapes another writer may use: a character beyond the BMP as a UTF-16 surrogate pair,
        // others as `\u` escapes or `\/`.
        let escaped = plain.replacingOccurrences(of: "🎉", with: "\\ud83c\\udf89")
            .replacingOccurrences(of: "é", with: "\\u00e9").replacingOccurrences(of: "/", with: "\\/")
        for document in [plain, escaped] {
            let bytes = Array(document.utf8)
            let firstTodo = try #require(Self.offset(of: "\n    {", in: bytes)) + 1
            let lineLength = try #require(Self.offset(of: "\n", in: Array(bytes[firstTodo...]))) + 1
            for shift in 0..<lineLength {
                // `  "pad": "…",` adds 13 bytes and the padding: the todo's line then starts `shift`
                // bytes before the end of the first chunk.
                let padding = 64 * 1024 - firstTodo - 13 - shift
                let padded =
                    "{\n  \"pad\": \"" + String(repeating: "x", count: padding) + "\","
                    + document.dropFirst()
                #expect(try Self.readAll(Array(padded.utf8)).records == expected, "shifted by \(shift)")
            }
        }
    }

    // MARK: - Truncation

    @Test func aDocumentCutAnywhereIsTruncatedAtItsEnd() throws {
        let todos = [Self.todo(1, title: "日本語 \"q\" \\"), Self.todo(2, title: "Two", completed: true)]
        let profiles = [ProfileRecord(userID: "local", name: "Hanako", gender: "female", createdAt: 1)]
        let bytes = try Self.document(todos: todos, profiles: profiles, exportedAt: 1_763_962_800_123)
        let text = String(decoding: bytes, as: UTF8.self)
        let firstEntryEnd = try #require(text.utf8.firstIndex(of: UInt8(ascii: "}")))
        let named: [(String, Int)] = [
            ("inside the header", 20),
            ("inside an entry", 100),
            ("just after a complete entry", text.utf8.distance(from: text.startIndex, to: firstEntryEnd) + 1),
            ("just after the comma after it", text.utf8.distance(from: text.startIndex, to: firstEntryEnd) + 2),
            ("after the last todo line", try #require(Self.offset(of: "\n  ],", in: bytes)) + 1),
            ("just before the final brace", bytes.count - 2),
        ]
        for (name, length) in named {
            let prefix = Array(bytes[..<length])
            #expect(Self.error(reading: prefix) == Self.truncatedAtEnd(of: prefix), "\(name)")
        }
        // Every cut but the one that only drops the final newline.
        for length in 0..<bytes.count - 1 {
            let prefix = Array(bytes[..<length])
            #expect(Self.error(reading: prefix) == Self.truncatedAtEnd(of: prefix), "cut at \(length)")
        }
        #expect(try Self.readAll(Array(bytes.dropLast())).records.count == 3)
    }

    // MARK: - What the document is

    @Test func aNewerVersionIsRefused() throws {
        let text = try Self.text(Self.document(todos: [Self.todo(1)], profiles: [], exportedAt: 0))
        #expect(
            Self.error(reading: text.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 3"))
                == .archive(.newerVersion(found: 3, supported: 2)))
        #expect(
            Self.error(reading: text.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 0"))
                == .archive(.invalidEntry(line: 3, field: "version")))
        #expect(
            Self.error(reading: text.replacingOccurrences(of: "\"version\": 1", with: "\"version\": \"1\""))
                == .archive(.invalidEntry(line: 3, field: "version")))
        #expect(
            Self.error(reading: text.replacingOccurrences(of: "  \"version\": 1,\n", with: ""))
                == .archive(.invalidEntry(line: 9, field: "version")))
        // A person's archive is still written as version 1, which a Daybook from before accounts
        // reads; the same layout under version 2 reads the same.
        #expect(
            try Self.readAll(Array(text.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2").utf8))
                .records.count == 1)
    }

    @Test func anythingButADaybookDocumentIsNotAnArchive() throws {
        let text = try Self.text(Self.document(todos: [Self.todo(1)], profiles: [], exportedAt: 0))
        #expect(
            Self.error(reading: text.replacingOccurrences(of: "\"daybook\"", with: "\"other\""))
                == .archive(.notAnArchive))
        #expect(
            Self.error(reading: text.replacingOccurrences(of: "\"format\": \"daybook\"", with: "\"format\": 1"))
                == .archive(.notAnArchive))
        #expect(Self.error(reading: "[{\"format\": \"daybook\"}]") == .archive(.notAnArchive))
        #expect(Self.error(reading: "\"daybook\"") == .archive(.notAnArchive))
        #expect(Self.error(reading: "{}") == .archive(.notAnArchive))
        // The format must be known before an entry is given.
        #expect(
            Self.error(reading: "{\"todos\": [], \"format\": \"daybook\", \"version\": 1}")
                == .archive(.notAnArchive))
        #expect(Self.error(reading: "") == .archive(.truncated(line: 1, column: 1)))
        #expect(Self.error(reading: "daybook") == .archive(.malformed(line: 1, column: 1)))
    }

    // MARK: - Entries

    @Test func entriesThatBreakTheRulesNameTheirPlace() throws {
        let long = String(repeating: "a", count: TodoTitle.maximumLength + 1)
        let cases: [(String, String, AppError)] = [
            (
                "\"title\": \"Two\"", "\"title\": \"\"",
                .archive(.invalidText(line: 7, column: 61, ValidationError(field: .todoTitle, rule: .empty)))
            ),
            (
                "\"title\": \"Two\"", "\"title\": \"   \"",
                .archive(.invalidText(line: 7, column: 61, ValidationError(field: .todoTitle, rule: .empty)))
            ),
            (
                "\"title\": \"Two\"", "\"title\": \"\(long)\"",
                .archive(
                    .invalidText(
                        line: 7, column: 61, ValidationError(field: .todoTitle, rule: .tooLong(maximum: 500))))
            ),
            (
                "00000000-0000-4000-8000-000000000002", "00000000-0000-4000-8000-00000000000g",
                .archive(.invalidEntry(line: 7, field: "id"))
            ),
            ("\"completed\": true, ", "", .archive(.invalidEntry(line: 7, field: "completed"))),
            ("\"completed\": true", "\"completed\": \"yes\"", .archive(.invalidEntry(line: 7, field: "completed"))),
            ("\"order\": 2", "\"order\": null", .archive(.invalidEntry(line: 7, field: "order"))),
            ("\"order\": 2", "\"order\": 2.5", .archive(.invalidEntry(line: 7, field: "order"))),
            ("\"gender\": \"male\"", "\"gender\": \"robot\"", .archive(.invalidEntry(line: 11, field: "gender"))),
            (
                "\"name\": \"Taro\"", "\"name\": \"T\"",
                .archive(
                    .invalidText(
                        line: 11, column: 33, ValidationError(field: .profileName, rule: .tooShort(minimum: 2))))
            ),
            ("\"userID\": \"other\", ", "", .archive(.invalidEntry(line: 11, field: "userID"))),
            ("\"createdAt\": 5}", "\"createdAt\": \"5\"}", .archive(.invalidEntry(line: 11, field: "createdAt"))),
            ("\"todos\": [", "\"todos\": [\n    1,", .archive(.invalidEntry(line: 6, field: "todos"))),
            ("\"todos\": [", "\"todos\": {", .archive(.invalidEntry(line: 5, field: "todos"))),
            ("\"profiles\": [", "\"profiles\": 3, \"x\": [", .archive(.invalidEntry(line: 9, field: "profiles"))),
        ]
        let text = try Self.text(Self.sampleDocument())
        for (original, replacement, expected) in cases {
            #expect(text.contains(original), "\(original)")
            #expect(
                Self.error(reading: Self.replacingFirst(original, with: replacement, in: text)) == expected,
                "\(replacement)")
        }
    }

    /// An archive is input like any other: a title or a name `todo add` or `profile register`
    /// refuses is refused where its value starts, for the rule it breaks, and never stored cut
    /// short (a NUL is a control character, not the end of the text). The writer still writes
    /// what a database holds (a title stored before the rules existed), escaped as JSON must be.
    @Test func titlesAndNamesThatBreakTheTextRulesAreRefusedAtTheirPlace() throws {
        for (title, rule) in Self.hostileTitles {
            let bytes = try Self.document(
                todos: [Self.todo(0), Self.todo(1, title: title)], profiles: [], exportedAt: 0)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
            let titles = (object["todos"] as? [[String: Any]])?.map { $0["title"] as? String }
            #expect(titles == ["Todo", title], "written whole, as valid JSON")
            #expect(
                Self.error(reading: bytes)
                    == .archive(.invalidText(line: 7, column: 61, ValidationError(field: .todoTitle, rule: rule))),
                "\(title.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        let names: [(String, ValidationError.Rule)] = [
            ("Ta\tro", .controlCharacter), ("Ha\u{0}ko", .controlCharacter), ("\u{202E}oraT", .controlCharacter),
            ("Ta" + String(repeating: "\u{300}", count: 100), .oversizedCharacter),
        ]
        for (name, rule) in names {
            let bytes = try Self.document(
                todos: [], profiles: [ProfileRecord(userID: "local", name: name, gender: "male", createdAt: 0)],
                exportedAt: 0)
            #expect(
                Self.error(reading: bytes)
                    == .archive(
                        .invalidText(line: 7, column: 33, ValidationError(field: .profileName, rule: rule))))
        }
        // A user id is an id: never empty, never a control character.
        for userID in ["", "lo\u{0}cal", "a\nb"] {
            let bytes = try Self.document(
                todos: [], profiles: [ProfileRecord(userID: userID, name: "Hanako", gender: "male", createdAt: 0)],
                exportedAt: 0)
            #expect(Self.error(reading: bytes) == .archive(.invalidEntry(line: 7, field: "userID")))
        }
    }

    /// A title longer than the reader keeps (1 MiB, far over any valid one) is too long, with the
    /// limit; the reader passes over the rest without keeping it.
    @Test func aHugeTitleOrNameIsTooLong() throws {
        let huge = String(repeating: "x", count: 2 * 1024 * 1024 + 1)
        let text = try Self.text(Self.sampleDocument())
        #expect(
            Self.error(reading: Self.replacingFirst("\"title\": \"Two\"", with: "\"title\": \"\(huge)\"", in: text))
                == .archive(
                    .invalidText(
                        line: 7, column: 61,
                        ValidationError(field: .todoTitle, rule: .tooLong(maximum: TodoTitle.maximumLength)))))
        #expect(
            Self.error(reading: Self.replacingFirst("\"name\": \"Taro\"", with: "\"name\": \"\(huge)\"", in: text))
                == .archive(
                    .invalidText(
                        line: 11, column: 33,
                        ValidationError(field: .profileName, rule: .tooLong(maximum: ProfileName.maximumLength)))))
    }

    /// Times are those of the years 1 to 9999 (what RFC 3339 can write): each end is read, and a
    /// millisecond beyond it is refused where the value starts, with its field's name.
    @Test func timesOutsideTheYearsOneTo9999AreRefused() throws {
        let earliest: Int64 = -62_135_596_800_000  // 0001-01-01T00:00:00.000Z
        let latest: Int64 = 253_402_300_799_999  // 9999-12-31T23:59:59.999Z
        let edges = [
            TodoRecord(
                id: "00000000-0000-4000-8000-000000000001", title: "Edges", completed: false, position: 0,
                createdAt: earliest, updatedAt: latest)
        ]
        let profile = ProfileRecord(userID: "local", name: "Hanako", gender: "female", createdAt: latest)
        let (records, reader) = try Self.readAll(Self.document(todos: edges, profiles: [profile], exportedAt: earliest))
        #expect(records == [.todo(edges[0]), .profile(profile)])
        #expect(reader.exportedAt == earliest)

        let text = try Self.text(Self.sampleDocument())
        let outside: [Int64] = [.min, earliest - 1, latest + 1, .max]
        for value in outside {
            let cases: [(String, String, AppError)] = [
                (
                    "\"createdAt\": 2,", "\"createdAt\": \(value),",
                    .archive(.timeOutOfRange(line: 7, column: 112, field: "createdAt"))
                ),
                (
                    "\"updatedAt\": 2}", "\"updatedAt\": \(value)}",
                    .archive(.timeOutOfRange(line: 7, column: 128, field: "updatedAt"))
                ),
                (
                    "\"createdAt\": 5}", "\"createdAt\": \(value)}",
                    .archive(.timeOutOfRange(line: 11, column: 72, field: "createdAt"))
                ),
                (
                    "\"exportedAt\": 9,", "\"exportedAt\": \(value),",
                    .archive(.timeOutOfRange(line: 4, column: 17, field: "exportedAt"))
                ),
            ]
            for (original, replacement, expected) in cases {
                #expect(text.contains(original), "\(original)")
                #expect(
                    Self.error(reading: Self.replacingFirst(original, with: replacement, in: text)) == expected,
                    "\(replacement)")
            }
        }
    }

    @Test func anIdGivenTwiceIsRefusedAtTheSecond() throws {
        let text = try Self.text(Self.sampleDocument())
        let sameTodo = text.replacingOccurrences(
            of: "00000000-0000-4000-8000-000000000002", with: "00000000-0000-4000-8000-00000000000A")
        #expect(
            Self.error(reading: sameTodo)
                == .archive(.duplicateID(line: 7, id: "00000000-0000-4000-8000-00000000000a".lowercased())))
        let sameUser = text.replacingOccurrences(of: "\"userID\": \"other\"", with: "\"userID\": \"local\"")
        #expect(Self.error(reading: sameUser) == .archive(.duplicateID(line: 11, id: "local")))
    }

    @Test func countsThatAreNotTheEntriesAreRefused() throws {
        let text = try Self.text(Self.sampleDocument())
        let original = "\"counts\": {\"todos\": 2, \"profiles\": 2}"
        #expect(text.contains(original))
        let wrong = text.replacingOccurrences(of: original, with: "\"counts\": {\"todos\": 3, \"profiles\": 2}")
        #expect(
            Self.error(reading: wrong)
                == .archive(
                    .countMismatch(
                        expected: ArchiveCounts(todos: 3, profiles: 2), found: ArchiveCounts(todos: 2, profiles: 2))
                ))
        let missing = text.replacingOccurrences(of: ",\n  " + original, with: "")
        #expect(Self.error(reading: missing) == .archive(.invalidEntry(line: 13, field: "counts")))
        let mistyped = text.replacingOccurrences(of: original, with: "\"counts\": [2, 2]")
        #expect(Self.error(reading: mistyped) == .archive(.invalidEntry(line: 13, field: "counts")))
    }

    @Test func garbageIsMalformedAtItsPlace() throws {
        #expect(
            Self.error(reading: "{\"format\": \"daybook\", \"version\": 1, \"todos\": [ x ]}")
                == .archive(.malformed(line: 1, column: 48)))
        // Columns count characters, not bytes.
        #expect(
            Self.error(reading: "{\"format\": \"daybook\",\n \"x\": \"日本\", \"version\": 1 1}")
                == .archive(.malformed(line: 2, column: 26)))
        let text = try Self.text(Self.sampleDocument())
        let cases: [(String, String, AppError)] = [
            ("}\n}\n", "}\n} x\n", .archive(.malformed(line: 14, column: 3))),
            ("}\n}\n", "}\n}}", .archive(.malformed(line: 14, column: 2))),
            ("\"title\": \"Two\"", "\"title\": \"T\u{1}o\"", .archive(.malformed(line: 7, column: 63))),
            ("\"title\": \"Two\"", "\"title\": \"T\\qo\"", .archive(.malformed(line: 7, column: 63))),
            ("\"order\": 2", "\"order\": 02", .archive(.malformed(line: 7, column: 97))),
            ("\"completed\": true", "\"completed\": tru", .archive(.malformed(line: 7, column: 84))),
            ("}\n  ],\n  \"profiles\"", "},\n  ],\n  \"profiles\"", .archive(.malformed(line: 8, column: 3))),
            ("\"version\": 1,", "\"version\": 1,,", .archive(.malformed(line: 3, column: 16))),
            // A lone surrogate stands for no character.
            ("\"title\": \"Two\"", "\"title\": \"T\\udc00\"", .archive(.malformed(line: 7, column: 63))),
            ("\"title\": \"Two\"", "\"title\": \"T\\ud800x\"", .archive(.malformed(line: 7, column: 63))),
        ]
        for (original, replacement, expected) in cases {
            #expect(text.contains(original), "\(original)")
            #expect(
                Self.error(reading: Self.replacingFirst(original, with: replacement, in: text)) == expected,
                "\(replacement)")
        }
        // Not UTF-8 inside a string: at the string.
        var bytes = try Self.sampleDocument()
        let title = try #require(Self.offset(of: "\"Two\"", in: bytes))
        bytes[title + 2] = 0xFF
        #expect(Self.error(reading: bytes) == .archive(.malformed(line: 7, column: 61)))
    }

    // MARK: - Failures of the file

    #if os(Linux)
        @Test func aFullDiskIsStorageFull() throws {
            let output = try #require(FileHandle(forWritingAtPath: "/dev/full"))
            defer { try? output.close() }
            let writer = ArchiveDocumentWriter(output: output, exportedAt: 0)
            #expect(throws: AppError.storage(.full)) {
                for index in 0..<2000 { try writer.write(.todo(Self.todo(index))) }
                _ = try writer.finish()
            }
            #expect(throws: AppError.storage(.full)) { _ = try writer.finish() }
        }
    #endif

    @Test func aFileThatCannotBeWrittenOrReadIsAStorageFailure() throws {
        let url = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("{}".utf8)))

        let readOnly = try FileHandle(forReadingFrom: url)
        defer { try? readOnly.close() }
        let writer = ArchiveDocumentWriter(output: readOnly, exportedAt: 0)
        #expect(throws: AppError.storage(.failed)) { _ = try writer.finish() }

        let writeOnly = try FileHandle(forWritingTo: url)
        defer { try? writeOnly.close() }
        let reader = ArchiveDocumentReader(input: writeOnly)
        #expect(throws: AppError.storage(.failed)) { _ = try reader.next() }
    }

    // MARK: - Size

    @Test func aLargeDocumentStreams() throws {
        // 50,000 keeps a debug build's run to a few seconds; a release build reads 1,000,000.
        let count = 50_000
        let url = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let output = try FileHandle(forWritingTo: url)
        let writer = ArchiveDocumentWriter(output: output, exportedAt: 1)
        for index in 0..<count {
            try writer.write(.todo(Self.todo(index, title: "Todo number \(index) 日本")))
        }
        try writer.write(.profile(ProfileRecord(userID: "local", name: "Hanako", gender: "female", createdAt: 1)))
        #expect(try writer.finish() == ArchiveCounts(todos: count, profiles: 1))
        try output.close()

        let input = try FileHandle(forReadingFrom: url)
        defer { try? input.close() }
        let reader = ArchiveDocumentReader(input: input)
        var todos = 0
        var last: ArchiveRecord?
        while let record = try reader.next() {
            if case .todo(let todo) = record {
                if todos == 12_345 { #expect(todo == Self.todo(todos, title: "Todo number \(todos) 日本")) }
                todos += 1
            }
            last = record
        }
        #expect(todos == count)
        #expect(reader.read == ArchiveCounts(todos: count, profiles: 1))
        #expect(reader.line == count + 12)
        #expect(last == .profile(ProfileRecord(userID: "local", name: "Hanako", gender: "female", createdAt: 1)))
    }

    // MARK: - Helpers

    /// Titles a careless writer would get wrong that still follow the rules; none has surrounding
    /// whitespace, which a title loses when read.
    static let awkwardTitles = [
        "Buy milk",
        "Say \"hi\" to \\\\server\\share",
        "emoji 👨‍👩‍👧‍👦 🎉 🇯🇵",
        "日本語のタイトル、漢字とかな",
        "right\u{200F}to\u{200E}left marks",
        "slash / and \u{FEFF} and \u{10FFFF} and é (e\u{301})",
        String(repeating: "長", count: TodoTitle.maximumLength),
    ]

    /// Titles `todo add` refuses, each with the rule it breaks.
    static let hostileTitles: [(String, ValidationError.Rule)] = [
        ("\u{1B}[31mred\u{1B}[0m", .controlCharacter),
        ("line\nfeed", .controlCharacter),
        ("tab\there", .controlCharacter),
        ("delete\u{7F}", .controlCharacter),
        ("next\u{85}line", .controlCharacter),
        ("reversed \u{202E}txet", .controlCharacter),
        ("line\u{2028}separator", .controlCharacter),
        ("Buy \u{0} milk", .controlCharacter),
        ("Z" + String(repeating: "\u{301}", count: 100), .oversizedCharacter),
        (String(repeating: "x", count: TodoTitle.maximumLength + 1), .tooLong(maximum: TodoTitle.maximumLength)),
        (" \u{3000} ", .empty),
    ]

    static func todo(_ index: Int, title: String = "Todo", completed: Bool = false) -> TodoRecord {
        TodoRecord(
            id: "00000000-0000-4000-8000-" + String(format: "%012x", index),
            title: title, completed: completed, position: index * 3 - 7, createdAt: 1_763_962_800_000 + Int64(index),
            updatedAt: 1_763_962_900_000 + Int64(index))
    }

    /// Two todos (lines 6 and 7) and two profiles (lines 10 and 11); the counts are on line 13.
    static func sampleDocument() throws -> [UInt8] {
        try document(
            todos: [
                TodoRecord(
                    id: "00000000-0000-4000-8000-00000000000a", title: "One", completed: false, position: 1,
                    createdAt: 1, updatedAt: 1),
                TodoRecord(
                    id: "00000000-0000-4000-8000-000000000002", title: "Two", completed: true, position: 2,
                    createdAt: 2, updatedAt: 2),
            ],
            profiles: [
                ProfileRecord(userID: "local", name: "Hanako", gender: "female", createdAt: 4),
                ProfileRecord(userID: "other", name: "Taro", gender: "male", createdAt: 5),
            ],
            exportedAt: 9)
    }

    static func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("daybook-archive-\(UUID().uuidString).json")
    }

    /// The bytes the writer gives for these records, through a real file.
    static func document(todos: [TodoRecord], profiles: [ProfileRecord], exportedAt: Int64) throws -> [UInt8] {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let output = try FileHandle(forWritingTo: url)
        let writer = ArchiveDocumentWriter(output: output, exportedAt: exportedAt)
        for todo in todos { try writer.write(.todo(todo)) }
        for profile in profiles { try writer.write(.profile(profile)) }
        #expect(try writer.finish() == ArchiveCounts(todos: todos.count, profiles: profiles.count))
        try output.close()
        return Array(try Data(contentsOf: url))
    }

    /// Every record in `bytes`, read through a real file, and the reader that read them.
    static func readAll(_ bytes: [UInt8]) throws -> (records: [ArchiveRecord], reader: ArchiveDocumentReader) {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(bytes).write(to: url)
        let input = try FileHandle(forReadingFrom: url)
        defer { try? input.close() }
        let reader = ArchiveDocumentReader(input: input)
        var records: [ArchiveRecord] = []
        while let record = try reader.next() { records.append(record) }
        #expect(try reader.next() == nil)
        return (records, reader)
    }

    /// The error reading `bytes` ends with (nil if it reads to the end), which it keeps giving.
    static func error(reading bytes: [UInt8]) -> AppError? {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        guard (try? Data(bytes).write(to: url)) != nil, let input = try? FileHandle(forReadingFrom: url) else {
            Issue.record("cannot write \(url.path)")
            return nil
        }
        defer { try? input.close() }
        let reader = ArchiveDocumentReader(input: input)
        do {
            while try reader.next() != nil {}
            return nil
        } catch {
            do {
                _ = try reader.next()
                Issue.record("a reader that failed gave a record")
            } catch let again {
                #expect(again == error)
            }
            return error
        }
    }

    static func error(reading text: String) -> AppError? {
        error(reading: Array(text.utf8))
    }

    /// Truncated at the end of `prefix`: its last line, and the column after its last character.
    static func truncatedAtEnd(of prefix: [UInt8]) -> AppError {
        let lineStart = (prefix.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        let lastLine = prefix[lineStart...]
        return .archive(
            .truncated(
                line: prefix.count { $0 == UInt8(ascii: "\n") } + 1,
                column: lastLine.count { $0 & 0xC0 != 0x80 } + 1))
    }

    static func offset(of needle: String, in bytes: [UInt8]) -> Int? {
        let needle = Array(needle.utf8)
        return (0...(bytes.count - needle.count)).first { Array(bytes[$0..<$0 + needle.count]) == needle }
    }

    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    static func replacingFirst(_ original: String, with replacement: String, in text: String) -> String {
        guard let range = text.range(of: original) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }
}
