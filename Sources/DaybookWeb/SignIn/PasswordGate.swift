import DaybookComposition
import DaybookPresentation
import Foundation
import HTTPTypes
import Hummingbird

/// What a password guards, shared by the pages' and the API's middleware and the sign-in page:
/// the password, the session tokens made from it, the throttle (attempts counted in the database
/// every process shares), and the pause after a failure.
struct PasswordGate: Sendable {
    static let cookie = "daybook_signin"

    let password: Password
    let tokens: SessionToken
    let container: AppContainer
    let recent = RecentSignIns()
    /// Waited before answering a wrong password: one guess a second per connection at most.
    let failureDelay: Duration
    /// `Secure` on the cookie when visitors come over https.
    let secureCookie: Bool

    init(password: Password, publicURL: URL?, failureDelay: Duration, container: AppContainer) {
        self.password = password
        self.container = container
        tokens = SessionToken(password: password.value)
        self.failureDelay = failureDelay
        secureCookie = publicURL?.scheme == "https"
    }

    func isSignedIn(_ request: Request) -> Bool {
        request.cookies[Self.cookie].map { tokens.isValid($0.value) } ?? false
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
    }

    func signInCookie() -> Cookie {
        Cookie(
            name: Self.cookie, value: tokens.make(), maxAge: Int(SessionToken.lifetime.components.seconds), path: "/",
            secure: secureCookie, httpOnly: true, sameSite: .lax)
    }

    func signOutCookie() -> Cookie {
        Cookie(name: Self.cookie, value: "", maxAge: 0, path: "/", secure: secureCookie, httpOnly: true, sameSite: .lax)
    }
}
