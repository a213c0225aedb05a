import DaybookPresentation
import HTTPTypes
import Hummingbird

/// Checks every request's `Host` before any route sees it (RFC 9110 §7.2, RFC 9112 §3.2):
///
/// - a host the ``HostPolicy`` does not answer is refused with 421 Misdirected Request (DNS
///   rebinding);
/// - a request with no `Host`, more than one, or one that is not a host (`127.0.0.1:99999`) is
///   refused with 400: its absolute URLs would carry whatever it sent. An absolute-form target
///   that names another host than `Host` arrives here as a second `Host`
///   (``RequestTargetHandler``).
struct HostMiddleware: RouterMiddleware {
    typealias Context = WebContext

    let policy: HostPolicy
    let defaultLanguage: Language

    func handle(_ request: Request, context: WebContext, next: (Request, WebContext) async throws -> Response)
        async throws -> Response
    {
        let verdict = policy.verdict(for: request)
        guard verdict == .allowed else {
            let language = SessionMiddleware.language(of: request, default: defaultLanguage).0
            let (status, text): (HTTPResponse.Status, WebText) =
                verdict == .misdirected ? (.misdirectedRequest, .misdirected) : (.badRequest, .badHost)
            return Response(
                status: status, headers: [.contentType: "text/plain; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: Localizer(language: language)(text) + "\n")))
        }
        return try await next(request, context)
    }
}
