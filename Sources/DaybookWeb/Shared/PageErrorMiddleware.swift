import DaybookPresentation
import Hummingbird

/// Turns the router's and the body reader's plain errors (404 no such page, 413 too large: a
/// body over the limit is NIO's `NIOTooManyBytesError`) into
/// pages in the visitor's language. The JSON API answers its own errors before they get here.
struct PageErrorMiddleware: RouterMiddleware {
    typealias Context = WebContext

    let defaultLanguage: Language

    func handle(
        _ request: Request, context: WebContext, next: (Request, WebContext) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError {
            let key: L10nKey
            switch error.status {
            case .notFound: key = .webNotFound
            case .contentTooLarge: key = .webTooLarge
            default: throw error
            }
            var context = context
            context.session.language = SessionMiddleware.language(of: request, default: defaultLanguage).0
            return try PageError(status: error.status, key: key).response(from: request, context: context)
        }
    }
}
