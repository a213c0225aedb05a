import DaybookPresentation
import Hummingbird

/// Refuses, with 421 Misdirected Request, every request whose `Host` the ``HostPolicy`` does not
/// answer, before any route sees it.
struct HostMiddleware: RouterMiddleware {
    typealias Context = WebContext

    let policy: HostPolicy
    let defaultLanguage: Language

    func handle(_ request: Request, context: WebContext, next: (Request, WebContext) async throws -> Response)
        async throws -> Response
    {
        guard policy.allows(authority: request.head.authority) else {
            let language = SessionMiddleware.language(of: request, default: defaultLanguage).0
            let message = Localizer(language: language)(WebText.misdirected)
            return Response(
                status: .misdirectedRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: message + "\n")))
        }
        return try await next(request, context)
    }
}
