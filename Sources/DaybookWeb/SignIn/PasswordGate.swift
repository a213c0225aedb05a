import DaybookComposition
import DaybookPresentation
import Foundation
import HTTPTypes
import Hummingbird
import Synchronization

/// What a password guards, shared by the pages' and the API's middleware and the sign-in page:
/// the password, the session tokens signed with it and the database's secret, the throttle
/// (attempts counted in the database every process shares), and the pause after a failure.
struct PasswordGate: Sendable {
    static let cookie = "daybook_signin"

    let password: Password
    let container: AppContainer
    /// The tokens, once the secret has been read from the database (at the first cookie made or
    /// checked, not at start: a server whose database is away still starts and answers 503).
    private let tokens = Tokens()
    let recent = RecentSignIns()
    /// Waited before answering a wrong password: one guess a second per connection at most.
    let failureDelay: Duration
    /// `Secure` on the cookie when visitors come over https.
    let secureCookie: Bool

    init(password: Password, publicURL: URL?, failureDelay: Duration, container: AppContainer) {
        self.password = password
        self.container = container
        self.failureDelay = failureDelay
        secureCookie = publicURL?.scheme == "https"
    }

    /// Whether `request` carries a valid sign-in cookie. Throws only when the database's secret
    /// is needed and cannot be read (the database is away: a 503, worded in `language`).
    func isSignedIn(_ request: Request, language: Language) async throws(WebFailure) -> Bool {
        try await session(request, language: language) == .signedIn
    }

    /// Where a visitor stands: never signed in (no cookie), signed in, or signed in once with a
    /// cookie no longer good (it expired, or the password or the database's secret changed).
    enum Session {
        case none
        case signedIn
        case expired
    }

    /// The visitor's ``Session``, from the sign-in cookie (see ``isSignedIn(_:language:)``).
    func session(_ request: Request, language: Language) async throws(WebFailure) -> Session {
        guard let cookie = request.cookies[Self.cookie], !cookie.value.isEmpty else { return .none }
        return try await sessionTokens(language: language).isValid(cookie.value) ? .signedIn : .expired
    }

    private func sessionTokens(language: Language) async throws(WebFailure) -> SessionToken {
        if let made = tokens.made.withLock({ $0 }) { return made }
        let secret: [UInt8]
        do {
            secret = try await container.sessionSecret()
        } catch {
            throw WebFailure(ErrorViewState(error, localizer: Localizer(language: language)))
        }
        let made = SessionToken(secret: secret, password: password.value)
        tokens.made.withLock { $0 = made }
        return made
    }

    /// Where the tokens are kept once made: every copy of the gate shares them.
    private final class Tokens: Sendable {
        let made = Mutex<SessionToken?>(nil)
    }

    /// Checks a password a client sent, if the throttle admits the attempt: `.failure(wait)`
    /// when the client must wait first, else whether it was right. A wrong one is delayed.
    ///
    /// The attempt is counted before the answer is known, so a burst of guesses cannot slip
    /// past the limit; only a client that gave the right password in the last minute, here,
    /// skips the count when it gives it again (``RecentSignIns``).
    func check(_ candidate: String, from client: String) async -> Result<Bool, Wait> {
        let right = SessionToken.matches(candidate, password: password.value)
        if right && recent.contains(client) { return .success(true) }
        if let wait = await container.admitSignIn(from: client) { return .failure(Wait(duration: wait)) }
        if right {
            await container.signInSucceeded(from: client)
            recent.insert(client)
            return .success(true)
        }
        recent.remove(client)
        try? await Task.sleep(for: failureDelay)
        return .success(false)
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

    func signInCookie(language: Language) async throws(WebFailure) -> Cookie {
        Cookie(
            name: Self.cookie, value: try await sessionTokens(language: language).make(),
            maxAge: Int(SessionToken.lifetime.components.seconds), path: "/",
            secure: secureCookie, httpOnly: true, sameSite: .lax)
    }

    func signOutCookie() -> Cookie {
        Cookie(name: Self.cookie, value: "", maxAge: 0, path: "/", secure: secureCookie, httpOnly: true, sameSite: .lax)
    }
}
