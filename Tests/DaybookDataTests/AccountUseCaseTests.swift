import DaybookBcrypt
import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

/// The accounts' interactor over an in-memory store: what it validates before anything is
/// stored, and what it answers for a name that is not there.
@Suite("Account use cases")
struct AccountUseCaseTests {
    static func accounts() -> AccountInteractor {
        AccountInteractor(
            repository: DefaultAccountRepository(
                store: InMemoryAccountStore(), hasher: BcryptCredentialHasher(cost: 4)),
            dates: TestDateSource(), identifiers: SequentialIdentifierSource())
    }

    static func rule(_ field: ValidationError.Field, _ rule: ValidationError.Rule) -> AppError {
        .validation(ValidationError(field: field, rule: rule))
    }

    @Test func aNameIsOneWordOfOneTo32CharactersAndAPasswordEightTo256() async throws {
        let accounts = Self.accounts()
        let refused: [(String, String, AppError)] = [
            ("  ", "long enough", Self.rule(.accountName, .empty)),
            ("hanako yamada", "long enough", Self.rule(.accountName, .whitespace)),
            (String(repeating: "a", count: 33), "long enough", Self.rule(.accountName, .tooLong(maximum: 32))),
            ("ha\u{1B}[2J", "long enough", Self.rule(.accountName, .controlCharacter)),
            ("hanako", "", Self.rule(.password, .empty)),
            ("hanako", "seven!!", Self.rule(.password, .tooShort(minimum: 8))),
            ("hanako", String(repeating: "あ", count: 257), Self.rule(.password, .tooLong(maximum: 256))),
            ("hanako", "tab\there ok", Self.rule(.password, .controlCharacter)),
        ]
        for (name, password, error) in refused {
            await #expect(throws: error, "\(name) / \(password.count)") {
                try await accounts.add(name: name, password: password)
            }
        }
        #expect(try await accounts.list().isEmpty, "nothing stored")
        // A full-width space at the end is trimmed like any other; one inside is refused.
        let added = try await accounts.add(name: " 花子\u{3000}", password: "  spaces count  ")
        #expect(added.name.value == "花子")
        #expect(try await accounts.signIn(name: "花子", password: "  spaces count  ")?.id == added.id)
        #expect(try await accounts.signIn(name: "花子", password: "spaces count") == nil, "not trimmed")
        let longest = try await accounts.add(
            name: String(repeating: "名", count: 32), password: String(repeating: "あ", count: 256))
        #expect(longest.name.value.count == 32)
    }

    @Test func namesMeetWhateverTheirCaseWidthOrAccentsAndInvisibleCharactersAreRefused() async throws {
        let accounts = Self.accounts()
        _ = try await accounts.add(name: "straße", password: "long enough")
        _ = try await accounts.add(name: "hanako", password: "long enough")
        _ = try await accounts.add(name: "ΟΔΟΣ", password: "long enough")
        // ΐ lower-cases to ι and two marks; Ϊ́ to ϊ and one: the same once composed again.
        _ = try await accounts.add(name: "\u{0390}", password: "long enough")
        for taken in ["STRASSE", "ｈａｎａｋｏ", "HANAKO", "οδος", "\u{03AA}\u{0301}"] {
            await #expect(throws: AppError.alreadyExists(.account), "\(taken)") {
                try await accounts.add(name: taken, password: "long enough")
            }
            #expect(try await accounts.signIn(name: taken, password: "long enough") != nil, "\(taken)")
        }
        for invisible in ["han\u{200B}ako", "hana\u{00AD}ko", "ha\u{2060}nako", "ha\u{3000}ko", "hanako\u{2800}"] {
            await #expect(throws: Self.rule(.accountName, .whitespace), "\(invisible.unicodeScalars.count)") {
                try await accounts.add(name: invisible, password: "long enough")
            }
        }
        #expect(try await accounts.list().count == 4)
    }

    @Test func aNameOrPasswordLongerThanAnyThatCanBeSetIsWrongNotHashed() async throws {
        let accounts = Self.accounts()
        let password = String(repeating: "x", count: 100)
        _ = try await accounts.add(name: "hanako", password: password)
        #expect(try await accounts.signIn(name: "hanako", password: password) != nil)
        let huge = String(repeating: "x", count: AccountPassword.maximumBytes + 1)
        #expect(try await accounts.signIn(name: "hanako", password: huge) == nil)
        #expect(try await accounts.signIn(name: huge, password: password) == nil)
    }

    @Test func aPasswordIsNeverInADescription() throws {
        let password = try AccountPassword("hunter2 hunter2")
        #expect(!"\(password)".contains("hunter2"))
        #expect(!String(reflecting: password).contains("hunter2"))
    }

    @Test func aNameThatIsNotThereIsNotFoundAndNothingChanges() async throws {
        let accounts = Self.accounts()
        _ = try await accounts.add(name: "taro", password: "taro's password")
        await #expect(throws: AppError.notFound(.account)) { try await accounts.remove(name: "hanako") }
        await #expect(throws: AppError.notFound(.account)) {
            try await accounts.changePassword(name: "hanako", to: "a new password")
        }
        await #expect(throws: AppError.notFound(.account)) { try await accounts.issueToken(name: "hanako") }
        await #expect(throws: AppError.notFound(.account)) { try await accounts.revokeTokens(name: "hanako") }
        await #expect(throws: AppError.notFound(.account)) { try await accounts.find(name: "hanako") }
        #expect(try await accounts.list().map(\.name.value) == ["taro"])
    }

    @Test func aNewPasswordIsValidatedBeforeTheAccountIsLookedUp() async throws {
        let accounts = Self.accounts()
        _ = try await accounts.add(name: "taro", password: "taro's password")
        await #expect(throws: Self.rule(.password, .tooShort(minimum: 8))) {
            try await accounts.changePassword(name: "nobody", to: "short")
        }
        await #expect(throws: Self.rule(.password, .tooShort(minimum: 8))) {
            try await accounts.changePassword(name: "taro", to: "short")
        }
        #expect(try await accounts.signIn(name: "TARO", password: "taro's password") != nil, "unchanged")
    }

    @Test func aTokenIssuedByNameAuthenticatesAndRevokingSaysHowMany() async throws {
        let accounts = Self.accounts()
        let taro = try await accounts.add(name: "taro", password: "taro's password")
        let token = try await accounts.issueToken(name: "Taro")
        #expect(try await accounts.authenticate(token: token.secret)?.id == taro.id)
        let (account, revoked) = try await accounts.revokeTokens(name: "taro")
        #expect(account.id == taro.id && revoked == 1)
        #expect(try await accounts.authenticate(token: token.secret) == nil)
    }
}
