import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

@Suite("Profile name and gender rules")
struct ProfileRuleTests {
    struct NameCase: CustomTestStringConvertible, Sendable {
        let label: String
        let raw: String
        let expected: Expected

        var testDescription: String { label }
    }

    /// The stored name, or the rule the input breaks.
    enum Expected: Sendable {
        case success(String)
        case failure(ValidationError.Rule)
    }

    static let family = "👨‍👩‍👧‍👦"  // seven scalars, one character
    static let eAcute = "e\u{301}"  // e + combining acute accent, one character

    static let names: [NameCase] = [
        NameCase(label: "empty", raw: "", expected: .failure(.empty)),
        NameCase(label: "whitespace only", raw: " \t\n\u{3000} ", expected: .failure(.empty)),
        NameCase(label: "1 character", raw: "A", expected: .failure(.tooShort(minimum: 2))),
        NameCase(label: "1 character, padded", raw: "  A  ", expected: .failure(.tooShort(minimum: 2))),
        NameCase(label: "2 characters", raw: "花子", expected: .success("花子")),
        NameCase(label: "2 characters, padded", raw: "\t 花子 \n", expected: .success("花子")),
        NameCase(label: "10 characters", raw: "abcdefghij", expected: .success("abcdefghij")),
        NameCase(label: "11 characters", raw: "abcdefghijk", expected: .failure(.tooLong(maximum: 10))),
        NameCase(label: "inner spaces count", raw: "Mary Jane", expected: .success("Mary Jane")),
        NameCase(label: "one family emoji", raw: family, expected: .failure(.tooShort(minimum: 2))),
        NameCase(label: "two family emoji", raw: family + family, expected: .success(family + family)),
        NameCase(
            label: "10 family emoji", raw: String(repeating: family, count: 10),
            expected: .success(String(repeating: family, count: 10))),
        NameCase(
            label: "11 family emoji", raw: String(repeating: family, count: 11),
            expected: .failure(.tooLong(maximum: 10))),
        NameCase(label: "one combining sequence", raw: eAcute, expected: .failure(.tooShort(minimum: 2))),
        NameCase(label: "combining sequences", raw: "Ren" + eAcute + "e", expected: .success("Ren" + eAcute + "e")),
        NameCase(
            label: "10 combining sequences", raw: String(repeating: eAcute, count: 10),
            expected: .success(String(repeating: eAcute, count: 10))),
        NameCase(
            label: "11 combining sequences", raw: String(repeating: eAcute, count: 11),
            expected: .failure(.tooLong(maximum: 10))),
        NameCase(label: "flag emoji", raw: "🇯🇵🇯🇵", expected: .success("🇯🇵🇯🇵")),
    ]

    @Test(arguments: names)
    func name(_ example: NameCase) {
        let outcome = Result { () throws(AppError) in try ProfileName(example.raw).value }
        switch (outcome, example.expected) {
        case (.success(let stored), .success(let expected)):
            #expect(stored == expected)
        case (.failure(let error), .failure(let rule)):
            #expect(error == .validation(ValidationError(field: .profileName, rule: rule)))
        default:
            Issue.record("\(example.label): got \(outcome), expected \(example.expected)")
        }
    }

    @Test(arguments: [Gender.male, .female, .unspecified] as [Gender?] + [nil])
    func gender(_ gender: Gender?) async {
        let repository = FakeProfileRepository()
        let output = RecordingRegistrationOutput()
        let interactor = ProfileInteractor(repository: repository, dates: TestDateSource())
        await interactor.register(RegisterProfileInput(user: .local, name: "花子", gender: gender), reportingTo: output)
        if let gender {
            let saved = UserProfile(name: try! ProfileName("花子"), gender: gender, createdAt: TestDateSource.start)
            #expect(await output.events == [.saved(saved)])
            #expect(await repository.profile(for: .local) == saved)
        } else {
            #expect(await output.events == [.genderNotSelected])
            #expect(await repository.saveCount == 0)
        }
    }
}

@Suite("ProfileInteractor reports a registration through its output port")
struct ProfileInteractorTests {
    let repository = FakeProfileRepository()
    let output = RecordingRegistrationOutput()
    let dates = TestDateSource()

    var interactor: ProfileInteractor {
        ProfileInteractor(repository: repository, dates: dates)
    }

    @Test func savesTheTrimmedNameAtTheCurrentTime() async throws {
        dates.advance(seconds: 90)
        await interactor.register(
            RegisterProfileInput(user: UserID("u1"), name: "  太郎 ", gender: .male), reportingTo: output)
        let expected = UserProfile(
            name: try ProfileName("太郎"), gender: .male, createdAt: TestDateSource.start.addingTimeInterval(90))
        #expect(await output.events == [.saved(expected)])
        #expect(await repository.profile(for: UserID("u1")) == expected)
        #expect(await repository.profile(for: .local) == nil, "saved for the given user only")
    }

    @Test func anInvalidNameIsReportedAndNothingIsSaved() async {
        await interactor.register(RegisterProfileInput(user: .local, name: "A", gender: .female), reportingTo: output)
        #expect(
            await output.events == [.invalidName(ValidationError(field: .profileName, rule: .tooShort(minimum: 2)))])
        #expect(await repository.saveCount == 0)
    }

    @Test func withBothWrongTheNameIsReportedFirst() async {
        await interactor.register(RegisterProfileInput(user: .local, name: "   ", gender: nil), reportingTo: output)
        #expect(await output.events == [.invalidName(ValidationError(field: .profileName, rule: .empty))])
    }

    @Test func aFailedSaveIsReportedAndTheEarlierProfileKept() async throws {
        await interactor.register(RegisterProfileInput(user: .local, name: "花子", gender: .female), reportingTo: output)
        let earlier = try #require(await repository.profile(for: .local))
        await repository.failSaves(with: .storage(.busy))

        await interactor.register(RegisterProfileInput(user: .local, name: "太郎", gender: .male), reportingTo: output)
        #expect(await output.events.last == .saveFailed(.storage(.busy)))
        #expect(await repository.profile(for: .local) == earlier)
    }

    @Test func aCancelledRegistrationSavesNothing() async {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            await interactor.register(
                RegisterProfileInput(user: .local, name: "花子", gender: .female), reportingTo: output)
        }
        await task.value
        #expect(await output.events == [.saveFailed(.cancelled)])
        #expect(await repository.saveCount == 0)
    }

    @Test func registrationStateAnswersWhetherAProfileIsSaved() async throws {
        let state = ProfileInteractor(repository: repository, dates: dates)
        #expect(try await state.registrationState(user: .local) == .notRegistered)
        await interactor.register(
            RegisterProfileInput(user: .local, name: "花子", gender: .unspecified), reportingTo: output)
        let saved = try #require(await repository.profile(for: .local))
        #expect(try await state.registrationState(user: .local) == .registered(saved))
        #expect(try await state.registrationState(user: UserID("someone else")) == .notRegistered)
    }
}

/// An output port that writes down what it was told, in order.
actor RecordingRegistrationOutput: RegisterProfileOutputPort {
    enum Event: Equatable {
        case invalidName(ValidationError)
        case genderNotSelected
        case saved(UserProfile)
        case saveFailed(AppError)
    }

    private(set) var events: [Event] = []

    func nameWasInvalid(_ error: ValidationError) { events.append(.invalidName(error)) }
    func genderWasNotSelected() { events.append(.genderNotSelected) }
    func profileWasSaved(_ profile: UserProfile) { events.append(.saved(profile)) }
    func profileSaveFailed(_ error: AppError) { events.append(.saveFailed(error)) }
}
