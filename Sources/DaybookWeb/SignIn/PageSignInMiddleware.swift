import DaybookComposition
import DaybookPresentation
import Foundation
import HTTPTypes
import Hummingbird

/// Pages need a signed-in visitor: anyone else is sent to the sign-in page, which brings them
/// back to where they were going.
struct PageSignInMiddleware: RouterMiddleware {
    typealias Context = WebContext
    let gate: PasswordGate

    func handle(_ request: Request, context: WebContext, next: (Request, WebContext) async throws -> Response)
        async throws -> Response
    {
        guard try await gate.isSignedIn(request, language: context.session.language) else {
            let target =
                request.method == .get || request.method == .head
                ? Layout.localPath(request.uri.path) + (request.uri.query.map { "?" + $0 } ?? "") : "/"
            return Response(status: .seeOther, headers: [.location: SignInPages.signInPath(next: target)])
        }
        var context = context
        context.session.signedIn = true
        return try await next(request, context)
    }
}
