import DaybookPresentation
import Hummingbird

/// Answers what the router itself refuses, in the visitor's language: 404 (no such page) and
/// 405 with `Allow` (the path exists, the method does not: read from the ``RouteTable``). As
/// every ``WebFailure``, JSON under `/api/`, a page elsewhere.
struct PageErrorMiddleware: RouterMiddleware {
    typealias Context = WebContext

    let defaultLanguage: Language
    let routes: RouteTable.Slot

    func handle(
        _ request: Request, context: WebContext, next: (Request, WebContext) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError where error.status == .notFound && !(error is WebFailure) {
            var context = context
            context.session.language = SessionMiddleware.language(of: request, default: defaultLanguage).0
            let localize = Localizer(language: context.session.language)
            let failure: WebFailure
            if let allowed = routes.current.methods(at: request.uri.path) {
                failure = WebFailure(
                    status: .methodNotAllowed,
                    message: localize(WebText.methodNotAllowed, ["method": request.method.rawValue]), allowed: allowed)
            } else {
                failure = WebFailure(status: .notFound, message: localize(WebText.notFound))
            }
            return try failure.response(from: request, context: context)
        }
    }
}
