import DaybookPresentation
import Hummingbird

/// Turns the router's and the body reader's plain errors into answers in the visitor's
/// language: 404 (no such page), 405 with `Allow` (the path exists, the method does not: read
/// from the ``RouteTable``) and 413 (a body over the limit is NIO's `NIOTooManyBytesError`).
/// Under `/api/` they are JSON, like every other API failure; elsewhere, pages.
struct PageErrorMiddleware: RouterMiddleware {
    typealias Context = WebContext

    let defaultLanguage: Language
    let routes: RouteTable.Slot

    func handle(
        _ request: Request, context: WebContext, next: (Request, WebContext) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError {
            var context = context
            context.session.language = SessionMiddleware.language(of: request, default: defaultLanguage).0
            let localize = Localizer(language: context.session.language)
            let allowed = error.status == .notFound ? routes.current.methods(at: request.uri.path) : nil
            let status: HTTPResponse.Status = allowed == nil ? error.status : .methodNotAllowed
            let message: String
            switch status {
            case .notFound: message = localize(.webNotFound)
            case .methodNotAllowed: message = localize(.webMethodNotAllowed, ["method": request.method.rawValue])
            case .contentTooLarge: message = localize(.webTooLarge)
            default: throw error
            }
            var response =
                request.uri.path.hasPrefix("/api/")
                ? APIFailure(status: status, message: message).response
                : try PageError(status: status, message: message).response(from: request, context: context)
            if let allowed { response.headers[.allow] = allowed.map(\.rawValue).joined(separator: ", ") }
            return response
        }
    }
}
