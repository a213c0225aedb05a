import DaybookComposition
import DaybookPresentation
import Foundation
import HTTPTypes
import Hummingbird

/// What a password guards, shared by the pages' and the API's middleware and the sign-in page:
/// the password, the session tokens made from it, the throttle, and the pause after a failure.
struct PasswordGate: Sendable {
    static let cookie = "daybook_signin"

    let password: Password
    let tokens: SessionToken
    let throttle = SignInThrottle()
    /// Waited before answering a wrong password: one guess a second per connection at most.
    let failureDelay: Duration
    /// `Secure` on the cookie when visitors come over https.
    let secureCookie: Bool

    init(password: Password, publicURL: URL?, failureDelay: Duration) {
        self.password = password
        tokens = SessionToken(password: password.value)
        self.failureDelay = failureDelay
        secureCookie = publicURL?.scheme == "https"
    }

    func isSignedIn(_ request: Request) -> Bool {
        request.cookies[Self.cookie].map { tokens.isValid($0.value) } ?? false
    }

    /// Checks a password a client sent, if the throttle admits the attempt: `.failure(wait)`
    /// when the client must wait first, else whether it was right. A wrong one is delayed.
    func check(_ candidate: String, from client: String) async -> Result<Bool, Wait> {
        if let wait = throttle.admit(client) { return .failure(Wait(duration: wait)) }
        if SessionToken.matches(candidate, password: password.value) {
            throttle.succeeded(client)
            return .success(true)
        }
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
