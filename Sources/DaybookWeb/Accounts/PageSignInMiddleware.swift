import DaybookComposition
import DaybookPresentation
import Foundation
import HTTPTypes
import Hummingbird

/// Pages need someone signed in, unless the server is open (``SignInGate/Mode``): anyone else
/// is sent to the sign-in page, which brings them back to where they were going (for a form, the
/// page it was sent from). A visitor whose cookie is no longer good is told so, in the guides'
/// words (セッションが期限切れです…), and the stale cookie is dropped. What a form of this site
/// sent after its session ended is kept through the sign-in (``KeptForm``), and offered back,
/// never sent again by itself. The page is then served as the person signed in.
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
            let isRead = request.method == .get || request.method == .head
            let kept = request.method == .post ? await KeptForm(request, context: context) : nil
            let target =
                isRead
                ? Layout.localPath(request.uri.path) + (request.uri.query.map { "?" + $0 } ?? "") : kept?.page ?? "/"
            let signIn = SignInPages.signInPath(next: target)
            let fields = kept?.fields ?? [:]
            guard session == .expired || !fields.isEmpty else {
                return Response(status: .seeOther, headers: [.location: signIn])
            }
            let flash = Flash(
                message: context.session.localizer(ErrorCategoryText.sessionExpired), tone: .failure, fields: fields)
            // Read on the sign-in page, by no one signed in.
            var response = await app.redirect(to: signIn, flash: flash, for: context.session, recipient: .signedOut)
            if session == .expired { response.setCookie(gate.signOutCookie()) }
            return response
        }
        var context = context
        context.session.signedIn = mode != .open
        context.session.person = person
        return try await next(request, context)
    }
}
