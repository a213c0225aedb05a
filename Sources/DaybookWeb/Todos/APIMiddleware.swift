import DaybookPresentation
import Foundation
import HTTPTypes
import Hummingbird

/// The JSON API's shell: CORS for any origin on every answer (the Todo-Backend runner calls from
/// another origin), preflights answered for PATCH and DELETE, and every failure as
/// `{"error": …}` JSON with its status, in the language `Accept-Language` asks for.
struct APIMiddleware: RouterMiddleware {
    typealias Context = WebContext

    let defaultLanguage: Language

    func handle(
        _ request: Request, context: WebContext, next: (Request, WebContext) async throws -> Response
    ) async throws -> Response {
        var context = context
        context.session.language = SessionMiddleware.language(of: request, default: defaultLanguage).0
        var response: Response
        if request.method == .options {
            response = Response(status: .noContent)
            response.headers[.accessControlAllowMethods] = "GET, POST, PATCH, DELETE, OPTIONS"
            response.headers[.accessControlAllowHeaders] =
                request.headers[.accessControlRequestHeaders] ?? "Content-Type"
            response.headers[.accessControlMaxAge] = "600"
        } else {
            do {
                response = try await next(request, context)
            } catch let failure as APIFailure {
                response = failure.response
            } catch let error as any HTTPResponseError {
                let localize = Localizer(language: context.session.language)
                let message = error.status == .contentTooLarge ? localize(.webTooLarge) : error.status.reasonPhrase
                response = APIFailure(status: error.status, message: message).response
            }
        }
        response.headers[.accessControlAllowOrigin] = "*"
        return response
    }
}

extension HTTPField.Name {
    static let xTotalCount = Self("X-Total-Count")!
    static let link = Self("Link")!
}

/// A failure the API answers as JSON.
struct APIFailure: Error, Sendable {
    let status: HTTPResponse.Status
    let message: String
    /// `Retry-After`, for a failure that will pass (busy storage).
    var retryAfterSeconds: Int?

    init(status: HTTPResponse.Status, message: String, retryAfterSeconds: Int? = nil) {
        self.status = status
        self.message = message
        self.retryAfterSeconds = retryAfterSeconds
    }

    init(_ error: ErrorViewState) {
        self.init(status: error.httpStatus, message: error.message, retryAfterSeconds: error.retryAfterSeconds)
    }

    var response: Response {
        let body = (try? JSONEncoder().encode(APIErrorJSON(error: message))) ?? Data()
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        if let retryAfterSeconds { headers[.retryAfter] = String(retryAfterSeconds) }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
