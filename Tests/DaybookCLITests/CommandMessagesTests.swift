import DaybookTestSupport
import Foundation
import Testing

/// What the command line says, read as a new user reads it: help that is true and can be pasted,
/// refusals that name what was typed and point to what works, in the user's language, and in
/// JSON for a script that asked for JSON.
@Suite("daybook's help and messages, run as a process")
struct CommandMessagesTests {
    @Test func theHelpSaysWhatIsTrue() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let user = try await daybook.run("user", "--help").stdout
        #expect(!user.contains("once the web app takes tokens"))
        #expect(user.contains("Authorization: Bearer TOKEN"))
        // The summary of `user remove`, in the list of subcommands and on its own help.
        let lines = user.split(separator: "\n").map(String.init)
        let entry = try #require(lines.firstIndex { $0.hasPrefix("  remove, rm ") })
        let summary = lines[entry...].prefix(2).joined(separator: " ")
        #expect(summary.contains("todos") && summary.contains("profile"), "\(summary)")
        let remove = try await daybook.run("user", "remove", "--help").stdout
        #expect(remove.contains("todos") && remove.contains("profile"))

        let data = try await daybook.run("data", "--help").stdout
        #expect(data.contains("docs/Manual.md") && !data.contains("README"))

        // Every exit status the commands use is listed, 73 (an output that cannot be made) too.
        let root = try await daybook.run("--help").stdout.replacingOccurrences(of: "\n", with: " ")
        for status in [0, 64, 65, 66, 69, 73, 74, 75, 130] {
            #expect(root.contains(" \(status) "), "exit status \(status) is not in daybook --help")
        }
    }

    /// Each example of every command's help is a whole command on its own line (or continued
    /// with a backslash), so it can be pasted as it is.
    @Test(
        arguments: [
            [String](), ["todo"], ["weather"], ["posts"], ["profile"], ["user"], ["data"], ["data", "copy"],
            ["serve"], ["app"],
        ])
    func everyExampleCanBePasted(command: [String]) async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let help = try await daybook.run(command + ["--help"], environment: ["COLUMNS": "80"]).stdout
        guard let examples = help.components(separatedBy: "Examples:\n").dropFirst().first else { return }
        var continued = false
        // The examples end at the first blank line.
        for line in examples.split(separator: "\n", omittingEmptySubsequences: false) {
            guard !line.isEmpty else { break }
            let text = line.trimmingCharacters(in: .whitespaces)
            let starts =
                text.hasPrefix("daybook ") || text == "daybook" || text.hasPrefix("printf ")
                || text.wholeMatch(of: /[A-Z_]+=.*/) != nil
            #expect(
                line.hasPrefix("  ") && (continued || starts),
                "“\(line)” in \(command) --help is not a command of its own")
            continued = text.hasSuffix("\\")
        }
    }

    @Test func conflictingFlagsAreRefusedInTheUsersLanguage() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let japanese = try await daybook.run("todo", "list", "--open", "--done", "--lang", "ja")
        #expect(japanese.status == 64)
        #expect(
            japanese.stderr.split(separator: "\n").first
                == "daybook: --open と --done は同時に指定できません。どちらか一方にしてください。")
        let english = try await daybook.run("todo", "list", "--open", "--done")
        #expect(
            english.stderr.split(separator: "\n").first
                == "daybook: --open and --done cannot be given together: give one.")
    }

    @Test func aTitleOfSeveralWordsNeedsNoQuotes() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let added = try await daybook.run("todo", "add", "Buy", "milk", "--order", "-1")
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.hasPrefix("Added “Buy milk” ("))
        let list = try await daybook.run("todo", "list", "--json").stdout
        let todos = try #require(
            (try JSONSerialization.jsonObject(with: Data(list.utf8)) as? [String: Any])?["todos"] as? [[String: Any]])
        let id = try #require(todos.first?["id"] as? String)
        #expect(todos.first?["title"] as? String == "Buy milk" && todos.first?["order"] as? Int == -1)
        let renamed = try await daybook.run("todo", "rename", String(id.prefix(8)), "Buy", "oat", "milk")
        #expect(renamed.status == 0, "\(renamed.stderr)")
        #expect(renamed.stdout == "Renamed to “Buy oat milk”.\n")
    }

    @Test func aSearchCommandPointsToTheListsSearch() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let english = try await daybook.run("todo", "search", "milk")
        #expect(english.status == 64)
        #expect(
            english.stderr.split(separator: "\n").first
                == "daybook: Unknown command “search” for daybook todo. Did you mean “list --search”?")
        let japanese = try await daybook.run("todo", "find", "milk", "--lang", "ja")
        #expect(
            japanese.stderr.split(separator: "\n").first
                == "daybook: daybook todo に「find」というコマンドはありません。「list --search」のことですか？")
    }

    @Test func aMissingArgumentOfSeveralWordsIsNamedOnce() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let english = try await daybook.run("weather")
        #expect(english.status == 64)
        #expect(english.stderr.split(separator: "\n").first == "daybook: Missing the argument <city>.")
        let japanese = try await daybook.run("todo", "add", "--lang", "ja")
        #expect(japanese.stderr.split(separator: "\n").first == "daybook: 引数 <title> がありません。")
    }

    @Test func whatWasNotFoundIsNamed() async throws {
        let server = try FixtureServer(routes: ["/v1/search": .fixture("openmeteo/geocoding_no_results.json")])
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let daybook = DaybookProcess(environment: [
            "DAYBOOK_OPENMETEO_GEOCODING_URL": base.absoluteString,
            "DAYBOOK_OPENMETEO_FORECAST_URL": base.absoluteString,
        ])
        defer { daybook.cleanUp() }
        let city = try await daybook.run("weather", "New", "Atlantis")
        #expect(city.status == 66)
        #expect(city.stderr == "daybook: No city named “New Atlantis” was found.\n")
        let japanese = try await daybook.run("weather", "アトランティス", "--lang", "ja")
        #expect(japanese.stderr == "daybook: 「アトランティス」という都市は見つかりませんでした。\n")
        let todo = try await daybook.run("todo", "done", "ffffffff")
        #expect(todo.status == 66)
        #expect(todo.stderr == "daybook: No todo has the id “ffffffff”.\n")
        let removed = try await daybook.run("todo", "rm", "abcd1234", "--lang", "ja")
        #expect(removed.stderr == "daybook: 「abcd1234」というIDのタスクはありません。\n")
    }

    @Test func aGenderIsTakenWhateverItsCase() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let registered = try await daybook.run(
            "profile", "register", "--name", "Hanako", "--gender", "Female", "--json")
        #expect(registered.status == 0, "\(registered.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(registered.stdout.utf8)) as? [String: Any])
        #expect(json["gender"] as? String == "female")
        let other = try await daybook.run("profile", "register", "--name", "Taro", "--gender", "UNSPECIFIED")
        #expect(other.status == 0, "\(other.stderr)")
        // A value that is no gender in any case is still refused, with the choices.
        let refused = try await daybook.run("profile", "register", "--name", "Taro", "--gender", "Fem")
        #expect(refused.status == 64)
        #expect(refused.stderr.hasPrefix("daybook: “Fem” is not a value --gender takes. Use one of: "))
    }

    /// A script that asked for JSON gets its failures as JSON too: one object on standard error,
    /// with the message and its kind, and the same exit status as without `--json`.
    @Test func withJSONFailuresAreJSONToo() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let cases: [(arguments: [String], status: Int32, kind: String, message: String)] = [
            (["todo", "done", "ffffffff", "--json"], 66, "notFound", "No todo has the id “ffffffff”."),
            (["todo", "add", " ", "--json"], 65, "invalidInput", "The title must not be empty."),
            (
                ["todo", "list", "--json", "--lang", "fr"], 64, "usage",
                "“fr” is not a value --lang takes. Use one of: en, ja."
            ),
            (["profile", "register", "--name", "A", "--gender", "female", "--json"], 65, "invalidInput", "name"),
            (["user", "remove", "nobody", "--yes", "--json"], 66, "notFound", "There is no account"),
        ]
        for (arguments, status, kind, message) in cases {
            let failed = try await daybook.run(arguments)
            #expect(failed.status == status, "\(arguments): \(failed.stderr)")
            #expect(failed.stdout.isEmpty, "\(arguments)")
            let object = (try? JSONSerialization.jsonObject(with: Data(failed.stderr.utf8))) as? [String: Any]
            #expect(object?["kind"] as? String == kind, "\(arguments): \(failed.stderr)")
            #expect((object?["error"] as? String)?.contains(message) == true, "\(arguments): \(failed.stderr)")
            // Without --json, the same failure is the plain sentence, with the same status.
            let plain = try await daybook.run(arguments.filter { $0 != "--json" })
            #expect(plain.status == status && plain.stderr.hasPrefix("daybook: "), "\(arguments)")
        }
    }

    @Test func theAccountsAreListedUnderAHeadingInLocalTime() async throws {
        let daybook = DaybookProcess(environment: ["TZ": "Asia/Tokyo"])
        defer { daybook.cleanUp() }
        let file = daybook.home.appendingPathComponent("password")
        try Data("correct horse\n".utf8).write(to: file)
        #expect(try await daybook.run(["user", "add", "Hanako"], standardInput: file).status == 0)
        let json = try await daybook.run("user", "list", "--json").stdout
        let account = try #require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])?.first)
        let created = try #require(account["createdAt"] as? String)
        let moment = try #require(
            try? Date(created, strategy: .iso8601.year().month().day().time(includingFractionalSeconds: true)))
        var tokyo = Calendar(identifier: .gregorian)
        tokyo.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let parts = tokyo.dateComponents([.year, .month, .day, .hour, .minute], from: moment)
        let local = String(
            format: "%04d-%02d-%02d %02d:%02d", parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!)

        let english = try await daybook.run("user", "list").stdout.split(separator: "\n").map(String.init)
        #expect(english.count == 2)
        #expect(english.first?.hasPrefix("Name") == true && english.first?.hasSuffix("Added") == true, "\(english)")
        #expect(english.last == "Hanako  " + local, "\(english)")
        let japanese = try await daybook.run("user", "list", "--lang", "ja").stdout.split(separator: "\n")
        #expect(japanese.first?.hasPrefix("名前") == true && japanese.first?.hasSuffix("追加日時") == true)
    }

    @Test func theJapaneseWeatherLineHasOneKindOfDot() async throws {
        // OpenWeather gives every detail: the feeling, the range and the humidity, on one line.
        let server = try FixtureServer(routes: ["/data/2.5/weather": .fixture("openweather/tokyo_200_metric.json")])
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let daybook = DaybookProcess(environment: [
            "OPENWEATHER_API_KEY": "k-123", "DAYBOOK_OPENWEATHER_URL": base.absoluteString,
        ])
        defer { daybook.cleanUp() }
        let result = try await daybook.run("weather", "Tokyo", "--lang", "ja")
        #expect(result.status == 0, "\(result.stderr)")
        let details = try #require(result.stdout.split(separator: "\n").first { $0.contains("最低") })
        #expect(details == "体感 10.1℃・最低 9.8℃・最高 12.6℃・湿度 94%")
        let english = try await daybook.run("weather", "Tokyo")
        #expect(english.stdout.contains("\nFeels like 10.1℃ · Low 9.8℃ · High 12.6℃ · Humidity 94%\n"))
    }
}
