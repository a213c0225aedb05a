import Hummingbird

/// Gives every request the scripts the server's pages load (its add-ons',
/// ``WebContext/pageScripts``), before anything can answer it with a page: a page made without
/// the app at hand, an error page, loads them as every other page does.
struct PageScriptsMiddleware: RouterMiddleware {
    typealias Context = WebContext

    let scripts: [String]

    func handle(_ request: Request, context: WebContext, next: (Request, WebContext) async throws -> Response)
        async throws -> Response
    {
        var context = context
        context.pageScripts = scripts
        return try await next(request, context)
    }
}
