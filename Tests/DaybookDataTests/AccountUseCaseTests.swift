import DaybookData
import DaybookDomain
import DaybookInfrastructure
import DaybookTestSupport
import Foundation
import Testing

/// The accounts' use cases over an in-memory store: what they validate before anything is
/// stored, and what they answer for a name that is not there.
@Suite("Account use cases")
struct AccountUseCaseTests {
    static func useCases() -> AccountUseCases {
        AccountUseCases(
            repository: DefaultAccountRepository(
                store: InMemoryAccountStore(), hasher: BcryptCredentialHasher(cost: 4)),
            dates: TestDateSource(), identifiers: SequentialIdentifierSource())
    }

    static func rule(_ field: ValidationError.Field, _ rule: ValidationError.Rule) -> AppError {
        .validation(ValidationError(field: field, rule: rule))
    }

    @Test func aNameIsOneWordOfOneTo32CharactersAndAPasswordEightTo256() async throws {
        let accounts = Self.useCases()
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
                try await accounts.add.execute(name: name, password: password)
            }
        }
        #expect(try await accounts.list.execute().isEmpty, "nothing stored")
        // A full-width space at the end is trimmed like any other; one inside is refused.
        let added = try await accounts.add.execute(name: " 花子\u{3000}", password: "  spaces count  ")
        #expect(added.name.value == "花子")
        #expect(try await accounts.signIn.execute(name: "花子", password: "  spaces count  ")?.id == added.id)
        #expect(try await accounts.signIn.execute(name: "花子", password: "spaces count") == nil, "not trimmed")
        let longest = try await accounts.add.execute(
            name: String(repeating: "名", count: 32), password: String(repeating: "あ", count: 256))
        #expect(longest.name.value.count == 32)
    }

    @Test func namesMeetWhateverTheirCaseWidthOrAccentsAndInvisibleCharactersAreRefused() async throws {
        let accounts = Self.useCases()
        _ = try await accounts.add.execute(name: "straße", password: "long enough")
        _ = try await accounts.add.execute(name: "hanako", password: "long enough")
        _ = try await accounts.add.execute(name: "ΟΔΟΣ", password: "long enough")
        // ΐ lower-cases to ι and two marks; Ϊ́ to ϊ and one: the same once composed again.
        _ = try await accounts.add.execute(name: "\u{0390}", password: "long enough")
        for taken in ["STRASSE", "ｈａｎａｋｏ", "HANAKO", "οδος", "\u{03AA}\u{0301}"] {
            await #expect(throws: AppError.alreadyExists(.account), "\(taken)") {
                try await accounts.add.execute(name: taken, password: "long enough")
            }
            #expect(try await accounts.signIn.execute(name: taken, password: "long enough") != nil, "\(taken)")
        }
        for invisible in ["han\u{200B}ako", "hana\u{00AD}ko", "ha\u{2060}nako", "ha\u{3000}ko", "hanako\u{2800}"] {
            await #expect(throws: Self.rule(.accountName, .whitespace), "\(invisible.unicodeScalars.count)") {
                try await accounts.add.execute(name: invisible, password: "long enough")
            }
        }
        #expect(try await accounts.list.execute().count == 4)
    }

    @Test func aNameOrPasswordLongerThanAnyThatCanBeSetIsWrongNotHashed() async throws {
        let accounts = Self.useCases()
        let password = String(repeating: "x", count: 100)
        _ = try await accounts.add.execute(name: "hanako", password: password)
        #expect(try await accounts.signIn.execute(name: "hanako", password: password) != nil)
        let huge = String(repeating: "x", count: AccountPassword.maximumBytes + 1)
        #expect(try await accounts.signIn.execute(name: "hanako", password: huge) == nil)
        #expect(try await accounts.signIn.execute(name: huge, password: password) == nil)
    }

    @Test func aPasswordIsNeverInADescription() throws {
        let password = try AccountPassword("hunter2 hunter2")
        #expect(!"\(password)".contains("hunter2"))
        #expect(!String(reflecting: password).contains("hunter2"))
    }

    @Test func aNameThatIsNotThereIsNotFoundAndNothingChanges() async throws {
        let accounts = Self.useCases()
        _ = try await accounts.add.execute(name: "taro", password: "taro's password")
        await #expect(throws: AppError.notFound(.account)) { try await accounts.remove.execute(name: "hanako") }
        await #expect(throws: AppError.notFound(.account)) {
            try await accounts.changePassword.execute(name: "hanako", password: "a new password")
        }
        await #expect(throws: AppError.notFound(.account)) { try await accounts.issueToken.execute(name: "hanako") }
        await #expect(throws: AppError.notFound(.account)) { try await accounts.revokeTokens.execute(name: "hanako") }
        await #expect(throws: AppError.notFound(.account)) { try await accounts.find.execute(name: "hanako") }
        #expect(try await accounts.list.execute().map(\.name.value) == ["taro"])
    }

    @Test func aNewPasswordIsValidatedBeforeTheAccountIsLookedUp() async throws {
        let accounts = Self.useCases()
        _ = try await accounts.add.execute(name: "taro", password: "taro's password")
        await #expect(throws: Self.rule(.password, .tooShort(minimum: 8))) {
            try await accounts.changePassword.execute(name: "nobody", password: "short")
        }
        await #expect(throws: Self.rule(.password, .tooShort(minimum: 8))) {
            try await accounts.changePassword.execute(name: "taro", password: "short")
        }
        #expect(try await accounts.signIn.execute(name: "TARO", password: "taro's password") != nil, "unchanged")
    }

    @Test func aTokenIssuedByNameAuthenticatesAndRevokingSaysHowMany() async throws {
        let accounts = Self.useCases()
        let taro = try await accounts.add.execute(name: "taro", password: "taro's password")
        let token = try await accounts.issueToken.execute(name: "Taro")
        #expect(try await accounts.authenticateToken.execute(token: token.secret)?.id == taro.id)
        let (account, revoked) = try await accounts.revokeTokens.execute(name: "taro")
        #expect(account.id == taro.id && revoked == 1)
        #expect(try await accounts.authenticateToken.execute(token: token.secret) == nil)
    }
}
