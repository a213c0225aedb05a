import HTTPTypes
import Hummingbird

/// Adds the security headers to every response, errors included: a strict content security
/// policy (the one script, styles, images and the web app manifest only from this server, none
/// inline; connections, the live channel's WebSocket, only to it), no MIME sniffing, no framing,
/// and `Cache-Control: no-store` unless the response says otherwise (only the fingerprinted
/// stylesheet, script and icons do): pages carry form tokens and the visitor's data.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = WebContext

    static var contentSecurityPolicy: String {
        "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "manifest-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
    }

    /// The headers every response gets, each checked once, when first used.
    private static let fields: [HTTPField] = [
        HTTPField(name: .contentSecurityPolicy, value: contentSecurityPolicy),
        HTTPField(name: .xContentTypeOptions, value: "nosniff"),
        HTTPField(name: .xFrameOptions, value: "DENY"),
        HTTPField(name: .referrerPolicy, value: "same-origin"),
    ]
    private static let noStore = HTTPField(name: .cacheControl, value: "no-store")

    func handle(_ request: Request, context: WebContext, next: (Request, WebContext) async throws -> Response)
        async throws -> Response
    {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        // No handler sets these: appended as made once, not looked up and checked per response.
        response.headers.append(contentsOf: Self.fields)
        if response.headers[.cacheControl] == nil { response.headers.append(Self.noStore) }
        return response
    }
}
