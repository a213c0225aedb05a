import DaybookComposition
import DaybookPresentation
import Foundation
import HTTPTypes
import Hummingbird

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
            throw WebFailure(status: .unauthorized, message: localize(WebText.apiUnauthorized))
        }
        switch await gate.check(candidate, from: context.client) {
        case .success(true):
            return try await next(request, context)
        case .success(false):
            throw WebFailure(status: .unauthorized, message: localize(WebText.apiUnauthorized))
        case .failure(let wait):
            throw WebFailure(
                status: .tooManyRequests, message: wait.message(localize),
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
