import DaybookComposition
import DaybookPresentation
import Foundation
import HTTPTypes
import Hummingbird
import Synchronization

/// Who may use the server, and as whom, shared by the pages', the API's and the live channel's
/// checks and the sign-in page. It asks on every request which of three ways applies
/// (``Mode``), since accounts may be added or removed while the server runs:
/// - **accounts**: anyone with an account signs in with their name and password and sees only
///   their own data; the API takes an account's token (`Bearer`) or name and password (Basic);
/// - **password**: no accounts, and the server has a password (`DAYBOOK_PASSWORD`): one
///   password for everyone, who share the household's data;
/// - **open**: neither; everyone is the household (a server on loopback, or `--public`).
///
/// Session cookies are signed with a key made from the database's secret, so every process on
/// the database accepts them. Sign-in attempts are throttled per client, and with accounts per
/// name too (``SignInThrottle``), in the database every process shares; a failure waits before
/// its answer.
package struct SignInGate: Sendable {
    static let cookie = "daybook_signin"

    /// The server's one password, if it has one (used while there are no accounts).
    let password: Password?
    let container: AppContainer
    /// The tokens, once the secret has been read from the database (at the first cookie made or
    /// checked, not at start: a server whose database is away still starts and answers 503).
    private let tokens = Tokens()
    let recent = RecentSignIns()
    let recentAccounts = RecentAccountSignIns()
    /// Waited before answering a wrong password: one guess a second per connection at most.
    let failureDelay: Duration
    /// `Secure` on the cookie when visitors come over https.
    let secureCookie: Bool

    /// Whether no accounts and no password lets everyone in (see ``ServeSettings/mayBeOpen``);
    /// if not, no one is let in until an account is added.
    let mayBeOpen: Bool

    init(password: Password?, mayBeOpen: Bool, publicURL: URL?, failureDelay: Duration, container: AppContainer) {
        self.password = password
        self.mayBeOpen = mayBeOpen
        self.container = container
        self.failureDelay = failureDelay
        secureCookie = publicURL?.scheme == "https"
    }

    /// How the server is used right now (see the type's description).
    package enum Mode: Equatable {
        case open
        case password
        case accounts
    }

    /// Whether anyone has an account decides; a database that is away fails (503, in `language`).
    /// `fresh`: read from the database, not from what the server remembers (see
    /// ``AppContainer/hasAccounts(fresh:)``).
    package func mode(language: Language, fresh: Bool = false) async throws(WebFailure) -> Mode {
        let accounts: Bool
        do {
            accounts = try await container.hasAccounts(fresh: fresh)
        } catch {
            throw WebFailure(ErrorViewState(error, localizer: Localizer(language: language)))
        }
        if password != nil && !accounts { return .password }
        // With neither, a server that may not be open asks for an account no one has yet.
        return accounts || !mayBeOpen ? .accounts : .open
    }

    /// Where a visitor stands: signed in as someone, never signed in (no cookie), or signed in
    /// once with a cookie no longer good (it expired; the password, the account's password or the
    /// database's secret changed; the account was removed).
    package enum Session: Equatable {
        case none
        case signedIn(Person)
        case expired
    }

    /// The visitor's ``Session`` under `mode`, from the sign-in cookie. Open: always the
    /// household. Throws only when the database is needed and away (a 503 in `language`).
    package func session(_ request: Request, mode: Mode, language: Language, fresh: Bool = false)
        async throws(WebFailure)
        -> Session
    {
        if mode == .open { return .signedIn(.household) }
        guard let cookie = request.cookies[Self.cookie], !cookie.value.isEmpty else { return .none }
        let made = try await madeTokens(language: language)
        guard mode == .accounts else {
            guard let password else { return .expired }
            return made.passwordSession(password).isValid(cookie.value) ? .signedIn(.household) : .expired
        }
        guard let claim = made.accountSession.claim(cookie.value),
            let person = try await person(claim, language: language, fresh: fresh)
        else { return .expired }
        return .signedIn(person)
    }

    /// The person a session or a remembered sign-in names, if their account is still there at
    /// that generation.
    private func person(_ claim: AccountSessionToken.Claim, language: Language, fresh: Bool = false)
        async throws(WebFailure) -> Person?
    {
        do {
            return try await container.person(session: claim.accountID, generation: claim.generation, fresh: fresh)
        } catch {
            throw WebFailure(ErrorViewState(error, localizer: Localizer(language: language)))
        }
    }

    private func madeTokens(language: Language) async throws(WebFailure) -> Tokens.Made {
        if let made = tokens.made.withLock({ $0 }) { return made }
        let secret: [UInt8]
        do {
            secret = try await container.sessionSecret()
        } catch {
            throw WebFailure(ErrorViewState(error, localizer: Localizer(language: language)))
        }
        let made = Tokens.Made(secret: secret)
        tokens.made.withLock { $0 = made }
        return made
    }

    /// Where the tokens are kept once made: every copy of the gate shares them.
    private final class Tokens: Sendable {
        struct Made {
            let secret: [UInt8]
            let accountSession: AccountSessionToken

            init(secret: [UInt8]) {
                self.secret = secret
                accountSession = AccountSessionToken(secret: secret)
            }

            /// The server password's tokens: the password is part of their key, so changing it
            /// signs everyone out.
            func passwordSession(_ password: Password) -> SessionToken {
                SessionToken(secret: secret, password: password.value)
            }
        }

        let made = Mutex<Made?>(nil)
    }

    /// Checks the server's password a client sent, if the throttle admits the attempt:
    /// `.failure(wait)` when the client must wait first, else whether it was right. A wrong one
    /// is delayed. Throws, in `language`, when the attempt cannot be counted (the database is
    /// away, its disk is full): no one is let in uncounted, and the visitor is told why.
    ///
    /// The attempt is counted before the answer is known, so a burst of guesses cannot slip
    /// past the limit; only a client that gave the right password in the last minute, here,
    /// skips the count when it gives it again (``RecentSignIns``).
    func check(_ candidate: String, from client: String, language: Language) async throws(WebFailure)
        -> Result<Bool, Wait>
    {
        guard let password else { return .success(false) }
        let right = SessionToken.matches(candidate, password: password.value)
        if right && recent.contains(client) { return .success(true) }
        let wait: Duration?
        do {
            wait = try await container.admitSignIn(from: client)
        } catch {
            throw WebFailure(ErrorViewState(error, localizer: Localizer(language: language)))
        }
        if let wait { return .failure(Wait(duration: wait)) }
        if right {
            await container.signInSucceeded(from: client)
            recent.insert(client)
            return .success(true)
        }
        recent.remove(client)
        try? await Task.sleep(for: failureDelay)
        return .success(false)
    }

    /// Checks an account's name and password a client sent, if the throttle admits the attempt
    /// (``SignInThrottle/admit(client:account:)``: the client's count, the name's, and a locked
    /// name still open to a client that has not failed): `.failure(wait)` when it must wait
    /// first, else the person, or `nil` for a wrong pair. An unknown name and a wrong password
    /// take the same time and give the same answer. Throws when the database is away, the attempt
    /// cannot be counted (a full disk) or too many sign-ins wait to be checked at once (in
    /// `language`).
    func checkAccount(name: String, password: String, from client: String, language: Language)
        async throws(WebFailure) -> Result<Person?, Wait>
    {
        let localizer = Localizer(language: language)
        let accountKey = container.signInKey(account: name)
        if let claim = recentAccounts.claim(client: client, nameKey: accountKey, password: password),
            let person = try await person(claim, language: language)
        {
            return .success(person)
        }
        let person: Person?
        do {
            if let wait = try await container.admitSignIn(from: client, account: name) {
                return .failure(Wait(duration: wait))
            }
            person = try await container.signIn(name: name, password: password)
        } catch {
            throw WebFailure(ErrorViewState(error, localizer: localizer))
        }
        guard let person else {
            try? await Task.sleep(for: failureDelay)
            return .success(nil)
        }
        await container.signInSucceeded(from: client, account: name)
        recentAccounts.insert(
            client: client, nameKey: accountKey, password: password,
            claim: AccountSessionToken.Claim(accountID: person.key, generation: person.generation))
        return .success(person)
    }

    /// The person an API token names (``AppContainer/person(bearing:)``), or `nil`.
    func person(bearing token: String, language: Language) async throws(WebFailure) -> Person? {
        do {
            return try await container.person(bearing: token)
        } catch {
            throw WebFailure(ErrorViewState(error, localizer: Localizer(language: language)))
        }
    }

    /// How long a throttled client must wait.
    struct Wait: Error {
        let duration: Duration
        /// Whole seconds, rounded up, for `Retry-After` and messages.
        var seconds: Int {
            let (seconds, attoseconds) = duration.components
            return Int(seconds) + (attoseconds > 0 ? 1 : 0)
        }

        /// "Try again in N seconds", in the form N takes in the visitor's language.
        func message(_ localize: Localizer) -> String {
            localize(
                count: seconds, one: SignInText.tooManyAttemptsOneSecond, other: SignInText.tooManyAttempts,
                ["seconds": "\(seconds)"])
        }
    }

    /// The cookie that keeps `person` signed in: an account's session, or (the household) the
    /// server password's.
    func signInCookie(for person: Person, language: Language) async throws(WebFailure) -> Cookie {
        let made = try await madeTokens(language: language)
        let value: String
        if person.isHousehold, let password {
            value = made.passwordSession(password).make()
        } else {
            value = made.accountSession.make(
                AccountSessionToken.Claim(accountID: person.key, generation: person.generation))
        }
        return Cookie(
            name: Self.cookie, value: value, maxAge: Int(SessionToken.lifetime.components.seconds), path: "/",
            secure: secureCookie, httpOnly: true, sameSite: .lax)
    }

    func signOutCookie() -> Cookie {
        Cookie(name: Self.cookie, value: "", maxAge: 0, path: "/", secure: secureCookie, httpOnly: true, sameSite: .lax)
    }
}
