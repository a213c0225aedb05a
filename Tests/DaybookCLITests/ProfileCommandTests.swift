import Foundation
import Testing

@Suite("daybook profile, run as a process")
struct ProfileCommandTests {
    @Test func registerThenShowRoundTrip() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let registered = try await daybook.run(
            "profile", "register", "--name", " 花子 ", "--gender", "female", "--lang", "ja")
        #expect(registered.status == 0)
        #expect(registered.stderr.isEmpty)
        let lines = registered.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "登録完了: プロフィールを登録しました")
        #expect(lines.dropFirst().first == "名前      花子")
        #expect(lines.dropFirst(2).first == "性別      女")

        let shown = try await daybook.run("profile", "show")
        #expect(shown.status == 0)
        let shownLines = shown.stdout.split(separator: "\n").map(String.init)
        #expect(shownLines.prefix(2) == ["Name           花子", "Gender         Female"])
        #expect(shownLines.last?.hasPrefix("Registered on  ") == true)

        let json = try await daybook.run("profile", "show", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["registered", "name", "gender", "createdAt"])
        #expect(object["registered"] as? Bool == true)
        #expect(object["name"] as? String == "花子")
        #expect(object["gender"] as? String == "female")
        #expect((object["createdAt"] as? String)?.hasSuffix("Z") == true)
    }

    @Test func registerWithJSONPrintsTheSavedProfile() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let registered = try await daybook.run(
            "profile", "register", "--name", "👨‍👩‍👧‍👦家族", "--gender", "unspecified", "--json")
        #expect(registered.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(registered.stdout.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "👨‍👩‍👧‍👦家族")
        #expect(object["gender"] as? String == "unspecified")
    }

    @Test func showWithNothingRegistered() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let shown = try await daybook.run("profile", "show", "--lang", "ja")
        #expect(shown.status == 0)
        #expect(shown.stdout == "プロフィールは未登録です。\n")
        let json = try await daybook.run("profile", "show", "--json")
        #expect(json.stdout.contains("\"registered\" : false"))
        #expect(json.stdout.contains("\"name\" : null"))
    }

    struct Rejection: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let message: String
        var status: Int32 = 65

        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let rejections: [Rejection] = [
        Rejection(
            arguments: ["--name", "A", "--gender", "male", "--lang", "ja"],
            message: "daybook: 登録失敗: 2文字以上10文字以下で登録してください\n"),
        Rejection(
            arguments: ["--name", "abcdefghijk", "--gender", "male", "--lang", "ja"],
            message: "daybook: 登録失敗: 2文字以上10文字以下で登録してください\n"),
        Rejection(
            arguments: ["--name", "   ", "--gender", "male"],
            message: "daybook: Registration failed: Use 2 to 10 characters for the name\n"),
        Rejection(
            arguments: ["--gender", "male"],
            message: "daybook: Registration failed: Use 2 to 10 characters for the name\n"),
        Rejection(arguments: ["--name", "太郎", "--lang", "ja"], message: "daybook: 登録失敗: 性別を選択してください\n"),
        Rejection(arguments: ["--name", "Taro"], message: "daybook: Registration failed: Choose a gender\n"),
    ]

    @Test(arguments: rejections)
    func rejectedRegistrationsExplainAndKeepTheEarlierProfile(_ rejection: Rejection) async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await daybook.run("profile", "register", "--name", "花子", "--gender", "female")
        let before = try await daybook.run("profile", "show", "--json")

        let rejected = try await daybook.run(["profile", "register"] + rejection.arguments)
        #expect(rejected.status == rejection.status)
        #expect(rejected.stderr == rejection.message)
        #expect(rejected.stdout.isEmpty)
        #expect(try await daybook.run("profile", "show", "--json").stdout == before.stdout)
    }

    @Test func anUnknownGenderIsAUsageErrorListingTheChoices() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let rejected = try await daybook.run("profile", "register", "--name", "Taro", "--gender", "robot")
        #expect(rejected.status == 64)
        #expect(
            rejected.stderr.hasPrefix(
                "daybook: “robot” is not a value --gender takes. Use one of: male, female, unspecified.\n"))
        #expect(try await daybook.run("profile", "show").stdout == "No profile registered yet.\n")
    }

    @Test func registeringAgainReplacesTheProfile() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await daybook.run("profile", "register", "--name", "花子", "--gender", "female")
        try await daybook.run("profile", "register", "--name", "Hanako", "--gender", "unspecified")
        let shown = try await daybook.run("profile", "show")
        #expect(shown.stdout.hasPrefix("Name           Hanako\nGender         Prefer not to say\n"))
    }
}
