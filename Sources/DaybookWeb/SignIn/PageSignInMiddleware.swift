import DaybookComposition
import DaybookPresentation
import Foundation
import HTTPTypes
import Hummingbird

/// Pages need a signed-in visitor: anyone else is sent to the sign-in page, which brings them
/// back to where they were going. A visitor whose cookie is no longer good is told so, in the
/// guides' words (セッションが期限切れです…), and the stale cookie is dropped.
struct PageSignInMiddleware: RouterMiddleware {
    typealias Context = WebContext
    let gate: PasswordGate
    let app: WebApp

    func handle(_ request: Request, context: WebContext, next: (Request, WebContext) async throws -> Response)
        async throws -> Response
    {
        let session = try await gate.session(request, language: context.session.language)
        guard session == .signedIn else {
            let target =
                request.method == .get || request.method == .head
                ? Layout.localPath(request.uri.path) + (request.uri.query.map { "?" + $0 } ?? "") : "/"
            let signIn = SignInPages.signInPath(next: target)
            guard session == .expired else { return Response(status: .seeOther, headers: [.location: signIn]) }
            let flash = Flash(message: context.session.localizer(ErrorCategoryText.sessionExpired), tone: .failure)
            var response = await app.redirect(to: signIn, flash: flash, for: context.session)
            response.setCookie(gate.signOutCookie())
            return response
        }
        var context = context
        context.session.signedIn = true
        return try await next(request, context)
    }
}
