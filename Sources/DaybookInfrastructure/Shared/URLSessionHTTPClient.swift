import DaybookData
import DaybookDomain
import Foundation
import Logging

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `HTTPClient` over URLSession, with a timeout on every request and no response caching
/// (the repositories cache what is worth caching).
///
/// Transport failures become `AppError` here. Only the method, host and path are logged: the
/// query string can hold an API key, so a URL is never logged whole.
public final class URLSessionHTTPClient: HTTPClient {
    private let session: URLSession
    private let logger: Logger

    /// - Parameter timeout: seconds to wait for a response before failing with `AppError.timeout`.
    ///   Rounded up to whole seconds, at least 1: URLSession on Linux truncates to whole seconds,
    ///   so 0.3 would become 0 and fail every request at once.
    public init(timeout: TimeInterval = 10, logger: Logger = Logger(label: "daybook.http")) {
        let seconds = max(1, timeout.rounded(.up))
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
        self.logger = logger
    }

    public func send(_ request: HTTPRequest) async throws(AppError) -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        let target = "\(request.method) \(request.url.host ?? "?")\(request.url.path)"
        logger.debug("request", metadata: ["target": "\(target)"])
        do {
            let (body, response) = try await Self.data(for: urlRequest, session: session)
            guard let http = response as? HTTPURLResponse else { throw AppError.unreadableResponse }
            let headers = Dictionary(
                http.allHeaderFields.compactMap { key, value in (key as? String).map { ($0, "\(value)") } },
                uniquingKeysWith: { _, last in last }
            )
            logger.debug("response", metadata: ["target": "\(target)", "status": "\(http.statusCode)"])
            return HTTPResponse(status: http.statusCode, headers: headers, body: body)
        } catch {
            let converted = Self.convert(error)
            // The error's own description may quote the URL, key and all: log its code only.
            logger.notice(
                "request failed",
                metadata: ["target": "\(target)", "code": "\((error as? URLError)?.code.rawValue ?? 0)"]
            )
            throw converted
        }
    }

    /// The request, waited for in a way that cancelling the caller cannot deadlock.
    ///
    /// On Linux, cancelling a task inside `URLSession.data(for:)` while the transfer completes can
    /// deadlock inside FoundationNetworking (seen here: one thread in `URLSessionTask.cancel`,
    /// another in `didFailWithError`, both waiting). So there the request runs in a detached task
    /// that no cancellation reaches, and the caller waits on a ``FirstOutcome``: the transfer's
    /// result or its own cancellation, whichever comes first. A cancelled caller stops waiting at
    /// once; the transfer ends on its own, bounded by the timeout.
    private static func data(for request: URLRequest, session: URLSession) async throws -> (Data, URLResponse) {
        #if canImport(FoundationNetworking)
            let transfer = Task.detached { try await session.data(for: request) }
            let outcome = FirstOutcome<(Data, URLResponse)>()
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    outcome.wait(with: continuation)
                    Task { outcome.finish(with: await transfer.result) }
                }
            } onCancel: {
                // Deliberately not `transfer.cancel()`: that is the path that deadlocks.
                outcome.finish(with: .failure(CancellationError()))
            }
        #else
            return try await session.data(for: request)
        #endif
    }

    static func convert(_ error: any Error) -> AppError {
        if let appError = error as? AppError { return appError }
        if error is CancellationError { return .cancelled }
        guard let urlError = error as? URLError else { return .offline }
        switch urlError.code {
        case .timedOut: return .timeout
        case .cancelled: return .cancelled
        case .badServerResponse, .cannotDecodeContentData, .cannotDecodeRawData, .cannotParseResponse:
            return .unreadableResponse
        default:
            // Refused connections, unknown hosts, no route, lost connections: the network is not there.
            return .offline
        }
    }
}
