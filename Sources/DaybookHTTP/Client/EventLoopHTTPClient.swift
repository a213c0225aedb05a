import AsyncHTTPClient
import DaybookData
import DaybookDomain
import Foundation
import Logging
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// The `HTTPClient` over AsyncHTTPClient, on SwiftNIO's shared event loops (the ones the web
/// server runs on): a request that waits costs no CPU, since nothing polls, and cancelling the
/// caller cancels the request.
///
/// Every request has a deadline, and an answer is read up to ``maximumBodyBytes``: a service that
/// sends more is unreadable, not a way to fill memory. Transport failures become `AppError` here.
/// Only the method, host and path are logged: the query string can hold an API key. Every request
/// is counted and timed under its provider's name (see ``UpstreamMetrics``).
public struct EventLoopHTTPClient: DaybookData.HTTPClient {
    /// The largest answer read: the biggest real one (JSONPlaceholder's 100 posts) is ~30 KB.
    public static let maximumBodyBytes = 4 * 1024 * 1024

    private let timeout: Duration
    private let proxies: HTTPProxies
    private let logger: Logger
    private let metrics: any UpstreamMetrics

    /// - Parameters:
    ///   - timeout: how long a request may take, from connecting to the last byte of the answer.
    ///   - proxies: where to send requests that must go through a proxy (see ``HTTPProxies``).
    ///   - metrics: what counts each request under the service's name (see ``UpstreamMetrics``).
    public init(
        timeout: TimeInterval, proxies: HTTPProxies = .none, logger: Logger,
        metrics: any UpstreamMetrics = NoUpstreamMetrics()
    ) {
        self.timeout = Milliseconds.duration(seconds: max(0.001, timeout))
        self.proxies = proxies
        self.logger = logger
        self.metrics = metrics
    }

    public func send(_ request: HTTPRequest) async throws(AppError) -> HTTPResponse {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = .GET
        outgoing.headers.add(name: "Accept", value: "application/json")
        let target = "GET \(request.url.host ?? "?")\(request.url.path)"
        logger.debug("request", metadata: ["target": "\(target)"])
        let client = Self.client(proxy: proxies.server(for: request.url))
        let deadline = NIODeadline.now() + TimeAmount(timeout)
        let start = ContinuousClock.now
        do {
            let response = try await client.execute(outgoing, deadline: deadline)
            let body = try await Self.collect(response.body, before: deadline)
            let status = Int(response.status.code)
            metrics.answered(status: status, since: start)
            if status >= 500 || status == 429 {
                // The provider failing (a stale answer may be shown instead): an operator wants to know.
                logger.warning(
                    "upstream failed", metadata: ["upstream": "\(target)", "outcome": "status \(status)"])
            } else {
                logger.debug("response", metadata: ["target": "\(target)", "status": "\(status)"])
            }
            return HTTPResponse(
                status: Int(response.status.code),
                headers: Dictionary(
                    response.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }),
                body: Data(body.readableBytesView))
        } catch {
            let converted = Self.convert(error)
            metrics.failed(converted, since: start)
            // The error's own description may quote the URL, key and all: log its type only.
            logger.warning(
                "upstream failed",
                metadata: ["upstream": "\(target)", "outcome": "\(converted)", "error": "\(type(of: error))"])
            throw converted
        }
    }

    /// The answer's body, read until the deadline: a service that starts answering and then
    /// trickles is cut off like one that never answers.
    private static func collect(_ body: HTTPClientResponse.Body, before deadline: NIODeadline) async throws
        -> ByteBuffer
    {
        try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
            group.addTask { try await body.collect(upTo: maximumBodyBytes) }
            group.addTask {
                try await Task.sleep(for: .nanoseconds(max(0, (deadline - .now()).nanoseconds)))
                return nil
            }
            defer { group.cancelAll() }
            guard let body = try await group.next() ?? nil else { throw HTTPClientError.deadlineExceeded }
            return body
        }
    }

    private static let timeouts: [HTTPClientError] = [
        .deadlineExceeded, .readTimeout, .writeTimeout, .connectTimeout, .getConnectionFromPoolTimeout,
        .httpProxyHandshakeTimeout, .socksHandshakeTimeout, .tlsHandshakeTimeout,
    ]

    static func convert(_ error: any Error) -> AppError {
        if let appError = error as? AppError { return appError }
        if error is CancellationError { return .cancelled }
        if error is NIOTooManyBytesError { return .unreadableResponse }
        if let clientError = error as? HTTPClientError {
            if Self.timeouts.contains(clientError) { return .timeout }
            if clientError == .cancelled { return .cancelled }
            if [.bodyLengthMismatch, .invalidProxyResponse].contains(clientError) { return .unreadableResponse }
        }
        // Refused connections, unknown hosts, no route, lost connections (NIO's and AsyncHTTPClient's
        // own): the network is not there.
        return .offline
    }

    // MARK: - Clients

    /// One AsyncHTTPClient per proxy, made on first use and kept for the life of the process
    /// (like `HTTPClient.shared`): a client holds a connection pool, which every request through
    /// the same route shares. There are as many as distinct proxies: one or two.
    private static let clients = Mutex<[HTTPProxies.Server?: AsyncHTTPClient.HTTPClient]>([:])

    private static func client(proxy: HTTPProxies.Server?) -> AsyncHTTPClient.HTTPClient {
        clients.withLock { clients in
            if let client = clients[proxy] { return client }
            var configuration = AsyncHTTPClient.HTTPClient.Configuration(
                redirectConfiguration: .follow(max: 5, allowCycles: false), decompression: .enabled(limit: .ratio(25)))
            // A refused connection means offline now: say so at once, rather than retrying until
            // the deadline (the stale cache is shown instead, and the user is not kept waiting).
            configuration.connectionPool.retryConnectionEstablishment = false
            configuration.proxy = proxy.map { server in
                switch server.kind {
                case .http:
                    .server(
                        host: server.host, port: server.port,
                        authorization: server.user.map { .basic(username: $0, password: server.password ?? "") })
                case .socks:
                    .socksServer(host: server.host, port: server.port)
                }
            }
            let client = AsyncHTTPClient.HTTPClient(
                eventLoopGroup: MultiThreadedEventLoopGroup.singleton, configuration: configuration)
            clients[proxy] = client
            return client
        }
    }
}
