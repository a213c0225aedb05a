import DaybookComposition
import DaybookPresentation
import Foundation
import HTTPTypes
import Hummingbird

/// Pages need someone signed in, unless the server is open (``SignInGate/Mode``): anyone else
/// is sent to the sign-in page, which brings them back to where they were going. A visitor whose
/// cookie is no longer good is told so, in the guides' words (セッションが期限切れです…), and the
/// stale cookie is dropped. The page is then served as the person signed in.
struct PageSignInMiddleware: RouterMiddleware {
    typealias Context = WebContext
    let gate: SignInGate
    let app: WebApp

    func handle(_ request: Request, context: WebContext, next: (Request, WebContext) async throws -> Response)
        async throws -> Response
    {
        let language = context.session.language
        let mode = try await gate.mode(language: language)
        let session = try await gate.session(request, mode: mode, language: language)
        guard case .signedIn(let person) = session else {
            let target =
                request.method == .get || request.method == .head
                ? Layout.localPath(request.uri.path) + (request.uri.query.map { "?" + $0 } ?? "") : "/"
            let signIn = SignInPages.signInPath(next: target)
            guard session == .expired else { return Response(status: .seeOther, headers: [.location: signIn]) }
            let flash = Flash(message: context.session.localizer(ErrorCategoryText.sessionExpired), tone: .failure)
            // Read on the sign-in page, by no one signed in.
            var response = await app.redirect(to: signIn, flash: flash, for: context.session, recipient: .signedOut)
            response.setCookie(gate.signOutCookie())
            return response
        }
        var context = context
        context.session.signedIn = mode != .open
        context.session.person = person
        return try await next(request, context)
    }
}
