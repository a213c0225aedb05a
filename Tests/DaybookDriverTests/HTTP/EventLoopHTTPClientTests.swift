import DaybookData
import DaybookDomain
import DaybookHTTP
import DaybookPrometheus
import DaybookTestSupport
import Foundation
import MetricsTestKit
import Testing

@Suite("EventLoopHTTPClient over real HTTP")
struct EventLoopHTTPClientTests {
    @Test func aCancelledRequestStopsWaitingBeforeTheServerAnswers() async throws {
        // Slower than any loaded machine takes to cancel (the test never waits for the answer).
        let server = try FixtureServer(routes: ["/slow": .init(body: Data("{}".utf8), delay: .seconds(60))])
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let client = EventLoopHTTPClient(timeout: FixtureServer.patience, logger: .quiet)
        let request = Task { () throws(AppError) -> HTTPResponse in
            try await client.send(.get(base, path: "slow"))
        }
        #expect(await eventually { server.requests.count == 1 }, "the request reached the server")
        request.cancel()
        await #expect(throws: AppError.cancelled) { try await request.value }
        // Had the caller waited for the transfer, the server would have answered by now.
        #expect(server.repliesSent == 0)
    }

    @Test func anAnswerComesBackWithItsStatusHeadersAndBytes() async throws {
        let server = try FixtureServer(routes: ["/ok": .init(status: 201, body: Data("{}".utf8))])
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let response = try await EventLoopHTTPClient(timeout: FixtureServer.patience, logger: .quiet).send(
            .get(base, path: "ok"))
        #expect(response.status == 201 && response.body == Data("{}".utf8))
        #expect(response.headers["content-type"]?.hasPrefix("application/json") == true)
    }

    @Test func anOversizedAnswerIsUnreadableNotKept() async throws {
        let huge = Data(repeating: UInt8(ascii: "a"), count: EventLoopHTTPClient.maximumBodyBytes + 1)
        let server = try FixtureServer(routes: ["/huge": .init(body: huge)])
        let base = try await server.start()
        defer { Task { await server.stop() } }
        await #expect(throws: AppError.unreadableResponse) {
            try await EventLoopHTTPClient(timeout: FixtureServer.patience, logger: .quiet).send(
                .get(base, path: "huge"))
        }
    }

    @Test func aClosedPortIsOfflineAndASilentServerTimesOut() async throws {
        await #expect(throws: AppError.offline) {
            try await EventLoopHTTPClient(timeout: FixtureServer.patience, logger: .quiet).send(
                .get(try await FixtureServer.closedPortURL(), path: "x"))
        }
        let server = try FixtureServer(routes: ["/slow": .init(body: Data(), delay: .seconds(5))])
        let base = try await server.start()
        defer { Task { await server.stop() } }
        await #expect(throws: AppError.timeout) {
            try await EventLoopHTTPClient(timeout: 0.5, logger: .quiet).send(.get(base, path: "slow"))
        }
    }

    @Test func everyRequestIsCountedUnderItsProviderByOutcome() async throws {
        let server = try FixtureServer(routes: [
            "/ok": .init(body: Data("{}".utf8)), "/missing": .init(status: 404, body: Data()),
            "/limited": .init(status: 429, body: Data()), "/broken": .init(status: 503, body: Data()),
            "/slow": .init(body: Data(), delay: .seconds(5)),
        ])
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let metrics = TestMetrics()
        let client = EventLoopHTTPClient(
            timeout: FixtureServer.patience, logger: .quiet,
            metrics: UpstreamMetricsRecorder(provider: "example", factory: metrics))
        for path in ["ok", "ok", "missing", "limited", "broken"] { _ = try? await client.send(.get(base, path: path)) }
        _ = try? await client.send(.get(try await FixtureServer.closedPortURL(), path: "x"))
        let impatient = EventLoopHTTPClient(
            timeout: 0.5, logger: .quiet, metrics: UpstreamMetricsRecorder(provider: "impatient", factory: metrics))
        _ = try? await impatient.send(.get(base, path: "slow"))
        func count(_ outcome: String, provider: String = "example") -> Int64 {
            metrics.counterTotal(
                label: "daybook_upstream_requests_total", dimensions: [("provider", provider), ("outcome", outcome)])
        }
        #expect(count("ok") == 2)
        #expect(count("client_error") == 1)
        #expect(count("rate_limited") == 1)
        #expect(count("server_error") == 1)
        #expect(count("offline") == 1)
        #expect(count("timeout") == 0 && count("unreadable") == 0 && count("cancelled") == 0)
        #expect(count("timeout", provider: "impatient") == 1 && count("ok", provider: "impatient") == 0)
        let timer = try metrics.expectTimer(
            "daybook_upstream_request_duration_seconds", [("provider", "example"), ("outcome", "ok")])
        #expect(timer.values.count == 2)
    }

    @Test func anAnswerThatTricklesInIsCutOffAtTheDeadline() async throws {
        // Headers at once, then one byte of the body every 200 ms: never silent for long, never done.
        let server = try RawTCPServer { client in
            _ = RawTCPServer.readHead(from: client)
            RawTCPServer.send("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n", to: client)
            while RawTCPServer.send("x", to: client) { Thread.sleep(forTimeInterval: 0.2) }
            close(client)
        }
        defer { server.stop() }
        await #expect(throws: AppError.timeout) {
            try await EventLoopHTTPClient(timeout: 1, logger: .quiet).send(.get(server.url, path: "slow"))
        }
    }

    @Test func requestsGoThroughTheProxyTheEnvironmentNames() async throws {
        let server = try FixtureServer(routes: ["/ok": .init(body: Data("{\"via\":\"proxy\"}".utf8))])
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let proxy = try TunnelProxy()
        defer { proxy.stop() }
        let proxies = try HTTPProxies.from(environment: ["http_proxy": "http://127.0.0.1:\(proxy.port)"])
        let response = try await EventLoopHTTPClient(timeout: FixtureServer.patience, proxies: proxies, logger: .quiet)
            .send(
                .get(base, path: "ok"))
        #expect(response.body == Data("{\"via\":\"proxy\"}".utf8))
        #expect(proxy.tunnels == ["\(base.host!):\(base.port!)"])
        // no_proxy sends the same request straight to the server.
        let direct = try HTTPProxies.from(environment: [
            "http_proxy": "http://127.0.0.1:\(proxy.port)", "no_proxy": base.host!,
        ])
        _ = try await EventLoopHTTPClient(timeout: FixtureServer.patience, proxies: direct, logger: .quiet).send(
            .get(base, path: "ok"))
        #expect(proxy.tunnels.count == 1)
    }
}

@Suite("Proxies named by the environment")
struct HTTPProxiesTests {
    let https = URL(string: "https://api.open-meteo.com/v1/forecast")!
    let http = URL(string: "http://jsonplaceholder.example/posts")!

    @Test func eachSchemeHasItsVariableAndAllProxyCoversBoth() throws {
        let proxies = try HTTPProxies.from(environment: [
            "https_proxy": "http://secure.proxy:3128", "http_proxy": "plain.proxy:8080",
        ])
        #expect(proxies.server(for: https).map { "\($0.host):\($0.port)" } == "secure.proxy:3128")
        #expect(proxies.server(for: http).map { "\($0.host):\($0.port)" } == "plain.proxy:8080")
        let all = try HTTPProxies.from(environment: ["ALL_PROXY": "socks5://127.0.0.1"])
        #expect(all.server(for: https)?.kind == .socks && all.server(for: https)?.port == 1080)
        #expect(try HTTPProxies.from(environment: ["HTTPS_PROXY": "http://p:1"]).server(for: https)?.host == "p")
    }

    @Test func upperCaseHTTPProxyIsIgnoredAsCurlDoes() throws {
        // A CGI-style server turns a request's "Proxy:" header into HTTP_PROXY (httpoxy).
        #expect(try HTTPProxies.from(environment: ["HTTP_PROXY": "http://evil:1"]).server(for: http) == nil)
    }

    @Test func noProxyCoversHostsAndTheirSubdomains() throws {
        let proxies = try HTTPProxies.from(environment: [
            "https_proxy": "http://p:3128", "no_proxy": "localhost, .open-meteo.com,example.org",
        ])
        #expect(proxies.server(for: https) == nil)
        #expect(proxies.server(for: URL(string: "https://example.org/x")!) == nil)
        #expect(proxies.server(for: URL(string: "https://api.openweathermap.org/x")!)?.host == "p")
        #expect(
            try HTTPProxies.from(environment: ["https_proxy": "http://p:1", "no_proxy": "*"]).server(for: https) == nil)
    }

    @Test func credentialsAreUsedButNeverShown() throws {
        let server = try #require(HTTPProxies.Server(url: "http://me:s%40cret@proxy.lan:3128"))
        #expect(server.user == "me" && server.password == "s@cret")
        #expect("\(server)" == "http://proxy.lan:3128" && !String(reflecting: server).contains("cret"))
    }

    @Test func anUnusableProxyIsRefusedByNameNeverByValue() {
        // An https proxy would be gone around silently: refused instead, without its password.
        #expect(throws: HTTPProxies.UnusableProxy(variable: "https_proxy")) {
            try HTTPProxies.from(environment: ["https_proxy": "https://me:secret@p:1"])
        }
        #expect(throws: HTTPProxies.UnusableProxy(variable: "ALL_PROXY")) {
            try HTTPProxies.from(environment: ["ALL_PROXY": "ftp://p:1"])
        }
        #expect(throws: Never.self) { try HTTPProxies.from(environment: ["https_proxy": ""]) }
    }

    @Test func wildcardNoProxyEntriesCoverTheDomain() throws {
        let proxies = try HTTPProxies.from(environment: ["https_proxy": "http://p:1", "no_proxy": "*.open-meteo.com"])
        #expect(proxies.server(for: https) == nil)
        #expect(proxies.server(for: URL(string: "https://open-meteo.com/x")!) == nil)
    }
}
