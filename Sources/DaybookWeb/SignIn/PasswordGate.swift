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

/// Pages need a signed-in visitor: anyone else is sent to the sign-in page, which brings them
/// back to where they were going.
struct PageSignInMiddleware: RouterMiddleware {
    typealias Context = WebContext
    let gate: PasswordGate

    func handle(_ request: Request, context: WebContext, next: (Request, WebContext) async throws -> Response)
        async throws -> Response
    {
        guard gate.isSignedIn(request) else {
            let target =
                request.method == .get || request.method == .head
                ? Layout.localPath(request.uri.path) + (request.uri.query.map { "?" + $0 } ?? "") : "/"
            return Response(status: .seeOther, headers: [.location: SignInPage.signInPath(next: target)])
        }
        var context = context
        context.session.signedIn = true
        return try await next(request, context)
    }
}

/// The API takes the password through HTTP Basic authentication (any user name); without it,
/// 401 with `WWW-Authenticate`. Wrong passwords count towards the same throttle as sign-ins.
struct APIPasswordMiddleware: RouterMiddleware {
    typealias Context = WebContext
    let gate: PasswordGate

    func handle(_ request: Request, context: WebContext, next: (Request, WebContext) async throws -> Response)
        async throws -> Response
    {
        let localize = Localizer(language: context.session.language)
        // No credentials at all is how a client first finds out it needs some: not a guess.
        guard let candidate = Self.basicPassword(request.headers[.authorization]) else {
            throw APIFailure(status: .unauthorized, message: localize(.apiUnauthorized))
        }
        switch await gate.check(candidate, from: context.client) {
        case .success(true):
            return try await next(request, context)
        case .success(false):
            throw APIFailure(status: .unauthorized, message: localize(.apiUnauthorized))
        case .failure(let wait):
            throw APIFailure(
                status: .tooManyRequests, message: localize(.signInTooManyAttempts, ["seconds": "\(wait.seconds)"]),
                retryAfterSeconds: wait.seconds)
        }
    }

    /// The password of `Basic base64(user:password)`.
    static func basicPassword(_ header: String?) -> String? {
        guard let header, header.count > 6, header.prefix(6).lowercased() == "basic ",
            let data = Data(base64Encoded: String(header.dropFirst(6)).trimmingCharacters(in: .whitespaces)),
            let text = String(data: data, encoding: .utf8), let colon = text.firstIndex(of: ":")
        else { return nil }
        return String(text[text.index(after: colon)...])
    }
}
