import DaybookPresentation
import Foundation
import HTTPTypes
import Hummingbird

/// Every failure the site answers, whoever found it (a route, a middleware, the body decoder):
/// its status and a message already in the visitor's language. It answers as the part of the
/// site it was asked of: `{"error": …}` JSON under `/api/`, a page in the site's frame
/// elsewhere, which never links back to the address it was asked for.
///
/// A controller's `AppError` (any ``PresentableError``) travels out of the handler as it is and
/// becomes one here, once, in the middleware that knows the visitor's language
/// (``from(_:localize:)``).
package struct WebFailure: HTTPResponseError {
    package let status: HTTPResponse.Status
    let message: String
    /// `Retry-After`, for a failure that will pass (busy storage, a throttled sign-in).
    var retryAfterSeconds: Int?
    /// `Allow`, for a 405: the methods the path does answer.
    var allowed: [HTTPRequest.Method]?
    /// `WWW-Authenticate`, one field each, for a 401 of the API; `nil` for both schemes the API
    /// takes with accounts (a 401 that is not the sign-in check's own: the person a request was
    /// let in as was signed out meanwhile, once there are accounts).
    var challenges: [String]?

    init(
        status: HTTPResponse.Status, message: String, retryAfterSeconds: Int? = nil,
        allowed: [HTTPRequest.Method]? = nil, challenges: [String]? = nil
    ) {
        self.status = status
        self.message = message
        self.retryAfterSeconds = retryAfterSeconds
        self.allowed = allowed
        self.challenges = challenges
    }

    /// A failure as shown, with the status its kind calls for.
    init(_ error: ErrorViewState) {
        self.init(status: error.httpStatus, message: error.message, retryAfterSeconds: error.retryAfterSeconds)
    }

    /// The failure `error` is answered as, worded in `localize`'s language: a ``WebFailure`` stays
    /// as it is; a ``PresentableError`` (a controller's `AppError`) is presented; any other
    /// `HTTPResponseError` (Hummingbird's own, the body reader's 413) keeps its status. `nil` for
    /// anything else, which the server answers as an internal error.
    static func from(_ error: any Error, localize: Localizer) -> WebFailure? {
        if let failure = error as? WebFailure { return failure }
        if let presentable = error as? any PresentableError { return WebFailure(presentable.present(localize)) }
        guard let error = error as? any HTTPResponseError else { return nil }
        let message =
            switch error.status {
            case .contentTooLarge: localize(WebText.tooLarge)
            case .notFound: localize(WebText.notFound)
            default: error.status.reasonPhrase
            }
        return WebFailure(status: error.status, message: message)
    }

    package var headers: HTTPFields {
        var headers: HTTPFields = [:]
        if let retryAfterSeconds { headers[.retryAfter] = String(retryAfterSeconds) }
        if let allowed { headers[.allow] = allowed.map(\.rawValue).joined(separator: ", ") }
        return headers
    }

    package func response(from request: Request, context: some RequestContext) throws -> Response {
        var response: Response
        if request.uri.path.hasPrefix("/api/") {
            response = TodoBackendJSON.response(APIErrorJSON(error: message))
            if status == .unauthorized {
                let challenges =
                    challenges ?? [APISignInMiddleware.basicChallenge, APISignInMiddleware.bearerChallenge]
                for challenge in challenges {
                    response.headers.append(HTTPField(name: .wwwAuthenticate, value: challenge))
                }
            }
        } else {
            // Every route of this site runs with a WebContext; its session has the language.
            let webContext = context as? WebContext
            var layout = Layout(
                localizer: Localizer(language: webContext?.session.language ?? .english), fixedPath: "/")
            layout.scripts = webContext?.pageScripts ?? []
            response = layout.page(title: message, .empty).response(from: request, context: context)
        }
        response.status = status
        response.headers.append(contentsOf: headers)
        return response
    }
}
