import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

/// The whole registration cycle: controller → interactor → fake repository → presenter → view.
@Suite("Profile registration, controller to view")
struct ProfileRegistrationTests {
    @Test func errorsAreWordedInTheFeaturesTerms() {
        ErrorMessageChecks.expectDistinctMessages(ProfileText.vocabulary)
    }

    let repository = FakeProfileRepository()
    let view = ProfileResponseView()

    func controller(_ language: Language = .japanese, user: UserID = .local) -> ProfileController {
        let presenter = ProfilePresenter(
            view: view, localizer: Localizer(language: language), timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        return ProfileController(
            user: user, profile: ProfileInteractor(repository: repository, dates: TestDateSource()),
            presenter: presenter)
    }

    struct AlertCase: CustomTestStringConvertible, Sendable {
        let name: String
        let gender: String?
        let language: Language
        let alert: String
        let outcome: ProfileAlertViewState.Outcome

        var testDescription: String { "\(language.rawValue): \(alert)" }
    }

    static let alerts: [AlertCase] = [
        AlertCase(
            name: "花子", gender: "female", language: .japanese, alert: "登録完了: プロフィールを登録しました", outcome: .saved),
        AlertCase(
            name: "A", gender: "female", language: .japanese, alert: "登録失敗: 2文字以上10文字以下で登録してください",
            outcome: .invalidName),
        AlertCase(
            name: "abcdefghijk", gender: "male", language: .japanese, alert: "登録失敗: 2文字以上10文字以下で登録してください",
            outcome: .invalidName),
        AlertCase(
            name: "花子", gender: nil, language: .japanese, alert: "登録失敗: 性別を選択してください", outcome: .genderNotSelected),
        AlertCase(
            name: "花子", gender: "", language: .japanese, alert: "登録失敗: 性別を選択してください", outcome: .genderNotSelected),
        AlertCase(
            name: "Hanako", gender: "unspecified", language: .english,
            alert: "Registered: Your profile has been saved", outcome: .saved),
        AlertCase(
            name: " ", gender: "male", language: .english,
            alert: "Registration failed: Use 2 to 10 characters for the name", outcome: .invalidName),
        AlertCase(
            name: "Hanako", gender: "other", language: .english, alert: "Registration failed: Choose a gender",
            outcome: .genderNotSelected),
        AlertCase(
            name: "Han\u{1B}ako", gender: "male", language: .english,
            alert:
                "Registration failed: The name must not contain control characters (line breaks, tabs, escape codes) or characters that change the direction of the text.",
            outcome: .invalidName),
        AlertCase(
            name: "花\u{202E}子", gender: "male", language: .japanese,
            alert: "登録失敗: 名前に制御文字（改行・タブ・エスケープコード）や文字の向きを変える文字は使えません。", outcome: .invalidName),
    ]

    @Test(arguments: alerts)
    func eachOutcomeShowsItsAlert(_ example: AlertCase) async throws {
        await controller(example.language).register(name: example.name, genderCode: example.gender)
        let alert = try #require(await view.alert)
        #expect(alert.text == example.alert)
        #expect(alert.outcome == example.outcome)
        #expect(alert.failure?.kind == (example.outcome == .saved ? nil : .invalidInput))
        #expect(await repository.saveCount == (example.outcome == .saved ? 1 : 0))
    }

    @Test func aSavedProfileIsShownWithItsDetails() async throws {
        await controller().register(name: " 花子 ", genderCode: "female")
        guard case .registered(let summary) = await view.status else {
            Issue.record("no profile shown after saving")
            return
        }
        #expect(summary.name == "花子")
        #expect(summary.lines.map(\.label) == ["名前", "性別", "登録日時"])
        #expect(summary.lines.map(\.value) == ["花子", "女", "2026-01-01 09:00"], "TestDateSource.start in Tokyo")
        let json = try #require(await view.status?.json)
        #expect(json.registered && json.name == "花子" && json.gender == "female")
        #expect(json.createdAt == TestDateSource.start)
    }

    @Test func aFailedSaveSaysWhyAndKeepsTheEarlierProfile() async throws {
        await controller().register(name: "花子", genderCode: "female")
        await repository.failSaves(with: .storage(.busy))

        await controller().register(name: "太郎", genderCode: "male")
        let alert = try #require(await view.alert)
        #expect(alert.title == "登録失敗")
        #expect(alert.message == "登録に失敗しました。通信状態が良好な環境で再度お試しください。", "as the guide words it")
        #expect(alert.detail == "データベースが他のプログラムで使用中です。もう一度お試しください。")
        #expect(
            alert.text
                == "登録失敗: 登録に失敗しました。通信状態が良好な環境で再度お試しください。 データベースが他のプログラムで使用中です。もう一度お試しください。")
        #expect(alert.failure?.kind == .busy)

        await controller().load()
        guard case .registered(let summary) = await view.status else {
            Issue.record("the earlier profile is gone")
            return
        }
        #expect(summary.name == "花子")
    }

    @Test func aFailedSaveIsTitledAsEveryFailureInEnglishToo() async throws {
        await repository.failSaves(with: .storage(.busy))
        await controller(.english).register(name: "Hanako", genderCode: "female")
        let alert = try #require(await view.alert)
        #expect(
            alert.text
                == "Registration failed: Registration failed. Please try again in an environment with a good connection. The database is busy in another program. Try again."
        )
    }

    /// Every failure is titled as the guide titles it; only success has another title.
    @Test(arguments: alerts)
    func everyFailureAlertIsTitledRegistrationFailed(_ example: AlertCase) async throws {
        await controller(example.language).register(name: example.name, genderCode: example.gender)
        let alert = try #require(await view.alert)
        let failed = example.language == .japanese ? "登録失敗" : "Registration failed"
        #expect((alert.title == failed) == (example.outcome != .saved))
    }

    @Test func loadSaysWhetherAProfileIsRegistered() async throws {
        await controller(.english).load()
        #expect(await view.status == .notRegistered(message: "No profile registered yet."))
        let json = try #require(await view.status?.json)
        let encoded = String(decoding: json.json(style: .pretty), as: UTF8.self)
        #expect(encoded.contains("\"name\" : null"), "every key is present")
        #expect(!json.registered)

        await controller(.english).register(name: "Hanako", genderCode: "female")
        await controller(.english, user: UserID("someone else")).load()
        #expect(await view.status == .notRegistered(message: "No profile registered yet."), "profiles are per user")
    }

    @Test func aStorageFailureWhileLoadingIsShownAsAFailure() async {
        let presenter = ProfilePresenter(view: view, localizer: Localizer(language: .english))
        let failing = ProfileController(user: .local, profile: FailingProfile(), presenter: presenter)
        await failing.load()
        #expect(
            await view.status
                == .failed(
                    ErrorViewState(message: "The database is busy in another program. Try again.", kind: .busy)))
    }

    @Test(arguments: [("male", Gender.male), ("female", .female), ("unspecified", .unspecified)])
    func genderCodes(code: String, gender: Gender) {
        #expect(Gender(code: code) == gender)
        #expect(gender.code == code)
    }

    @Test(arguments: [nil, "", "Male", "prefer-not-to-say", "other"] as [String?])
    func anythingElseIsNotASelection(code: String?) {
        #expect(Gender(code: code) == nil)
    }

    /// Guide 001's picker: 未選択 / 男 / 女 / 選ばない, in that order; "not selected" is the empty
    /// code, which registration refuses as no choice.
    @Test func genderOptionsAreTheGuidesInTheUsersLanguage() {
        #expect(
            GenderOption.all(localizer: Localizer(language: .japanese)).map(\.label) == ["未選択", "男", "女", "選ばない"])
        #expect(
            GenderOption.all(localizer: Localizer(language: .english)).map(\.label)
                == ["Not selected", "Male", "Female", "Prefer not to say"])
        #expect(GenderOption.all(localizer: Localizer(language: .english)).map(\.code) == [""] + GenderOption.codes)
        #expect(GenderOption.codes == ["male", "female", "unspecified"])
    }
}

/// A profile whose database is busy: it can be neither read nor saved.
struct FailingProfile: ProfileUseCase {
    func register(_ input: RegisterProfileInput, reportingTo output: any RegisterProfileOutputPort) async {
        await output.profileSaveFailed(.storage(.busy))
    }

    func registrationState(user: UserID) async throws(AppError) -> ProfileRegistrationState {
        throw .storage(.busy)
    }
}
