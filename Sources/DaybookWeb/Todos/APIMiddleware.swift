import DaybookComposition
import DaybookPresentation
import Foundation
import HTTPTypes
import Hummingbird

/// The JSON API's shell, around every `/api/todos` route:
///
/// - **Who may call.** A request whose `Origin` is another site is refused (403) unless that
///   origin is allowed (`--allow-origin`); allowed ones get CORS headers and their preflights
///   are answered. Without `Origin` (curl, another server) nothing changes.
/// - **What it takes.** A body (POST, PATCH) must be `application/json` (415 otherwise): a page on
///   another site can send `text/plain` without a preflight, but never JSON.
/// - **How it fails.** Every failure is `{"error": …}` JSON with its status, in the language
///   `Accept-Language` asks for. Nothing is cached: the answers are the user's data.
struct APIMiddleware: RouterMiddleware {
    typealias Context = WebContext

    let defaultLanguage: Language
    let origins: AllowedOrigins
    let hosts: HostPolicy

    func handle(
        _ request: Request, context: WebContext, next: (Request, WebContext) async throws -> Response
    ) async throws -> Response {
        var context = context
        context.session.language = SessionMiddleware.language(of: request, default: defaultLanguage).0
        let localize = Localizer(language: context.session.language)
        let origin = request.headers[.origin]
        let crossSite = origin.map { !hosts.isSameOrigin($0, authority: request.head.authority) } ?? false
        var response: Response
        do {
            if crossSite, let origin, !origins.allows(origin) {
                throw WebFailure(status: .forbidden, message: localize(WebText.apiOriginRefused))
            } else if request.method == .options {
                response = Response(status: .noContent)
                response.headers[.accessControlAllowMethods] = "GET, HEAD, POST, PATCH, DELETE, OPTIONS"
                response.headers[.accessControlAllowHeaders] = "Content-Type, Authorization, Accept-Language"
                response.headers[.accessControlMaxAge] = "600"
            } else if [.post, .patch].contains(request.method), !Self.isJSON(request.headers[.contentType]) {
                throw WebFailure(status: .unsupportedMediaType, message: localize(WebText.apiUnsupportedMediaType))
            } else {
                response = try await next(request, context)
            }
        } catch {
            // Answered here, not further out, so the failure gets the CORS headers below.
            guard let failure = WebFailure.from(error, localize: localize) else { throw error }
            response = try failure.response(from: request, context: context)
        }
        if crossSite, let origin, origins.allows(origin) {
            response.headers[.accessControlAllowOrigin] = origins == .any ? "*" : origin
            // What a script on that site may read beyond the basic headers: paging and waits.
            response.headers[.accessControlExposeHeaders] = "Link, X-Total-Count, Retry-After, WWW-Authenticate"
        }
        response.headers[.cacheControl] = "no-store"
        response.headers[.vary] = "Origin, Accept-Language, Authorization"
        return response
    }

    /// `application/json`, with or without parameters (`; charset=utf-8`).
    static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let mediaType = contentType.split(separator: ";", maxSplits: 1).first ?? ""
        return mediaType.trimmingCharacters(in: .whitespaces).lowercased() == "application/json"
    }
}
