import DaybookPresentation
import Hummingbird
import Logging

/// One log line per request, once its answer is known: method, path (never the query string,
/// which can hold a search or a city; never cookies or credentials), the matched route, status
/// and duration, on the request's logger, which carries Hummingbird's request id
/// (`hb.request.id`). A 5xx is logged at `error`, with what caused it.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, context, status: response.status, since: start, error: nil)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status ?? .internalServerError
            log(request, context, status: status, since: start, error: error)
            throw error
        }
    }

    private func log(
        _ request: Request, _ context: Context, status: HTTPResponse.Status, since start: ContinuousClock.Instant,
        error: (any Error)?
    ) {
        let elapsed = ContinuousClock.now - start
        var metadata: Logger.Metadata = [
            "http.method": "\(request.method.rawValue)",
            "http.path": "\(request.uri.path)",
            "http.route": "\(context.endpointPath ?? "-")",
            "http.status": "\(status.code)",
            "duration_ms": "\(DurationText.milliseconds(elapsed))",
        ]
        if status.code >= 500 {
            if let error { metadata["error"] = "\(error)" }
            context.logger.error("request", metadata: metadata)
        } else {
            context.logger.info("request", metadata: metadata)
        }
    }
}
