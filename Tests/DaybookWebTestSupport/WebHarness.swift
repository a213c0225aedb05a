import DaybookComposition
import DaybookDomain
import DaybookTestSupport
import DaybookWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

/// A Daybook web app over a fresh database, with the remote features pointed at a local fixture
/// server, driven through HummingbirdTesting's router client.
package enum WebHarness {
    /// A server's settings for a test: the defaults, but for a kept-alive connection's idle time,
    /// longer than any test's limit. The live client HummingbirdTesting gives a test is one
    /// connection it never opens again: on a loaded machine a test waiting for its pages could
    /// leave it unused past the server's minute, and every request after would find it closed.
    package static let settings = ServeSettings(port: 0, timeouts: ServeTimeouts(idle: .seconds(600)))

    static var routes: [String: FixtureServer.Reply] {
        FixtureRoutes.openMeteoTokyo.merging(FixtureRoutes.jsonPlaceholder) { $1 }
    }

    /// Runs `body` against a new app; with `offline`, the remote services cannot be reached. The
    /// database is a new file in a temporary folder, or the one at `databasePath`. The fixture
    /// server also answers `extraRoutes`, for a feature's own recorded answers. With `metrics`,
    /// the app counts into it, as `daybook serve --metrics-port` does. `dates` is the app's clock.
    /// `addOns`: what the server is composed with besides its pages (the live channel's tests pass
    /// it; without, the pages work as they do without their script).
    package static func run(
        extraRoutes: [String: FixtureServer.Reply] = [:],
        offline: Bool = false,
        databasePath: String? = nil,
        settings: ServeSettings = WebHarness.settings,
        weatherProblem: SettingProblem? = nil,
        logs: CapturedLogs? = nil,
        metrics: DaybookMetrics? = nil,
        dates: any DateSource = SystemDateSource(),
        mode: TestingSetup = .router,
        addOns: [any WebAddOn.Type] = [],
        server inspect: (@Sendable (WebServer) -> Void)? = nil,
        _ body: @escaping @Sendable (any TestClientProtocol, FixtureServer) async throws -> Void
    ) async throws {
        let server = try FixtureServer(routes: routes.merging(extraRoutes) { $1 })
        let base = offline ? try await FixtureServer.closedPortURL() : try await server.start()
        let folder = TemporaryDirectory()
        defer {
            folder.remove()
            Task { await server.stop() }
        }
        // The fixture server is local, but a busy machine running every suite at once can keep
        // it from answering within a couple of seconds: the timeout is generous.
        let container = try AppContainer(
            configuration: DaybookConfiguration(
                databasePath: databasePath ?? folder.path("web.sqlite"), language: .english,
                logLevel: logs == nil ? .critical : .info,
                weather: weatherProblem.map { .failure($0) }
                    ?? .success(
                        WeatherSettings(
                            provider: .openMeteo, openMeteoGeocodingURL: base, openMeteoForecastURL: base,
                            requestTimeout: FixtureServer.patience)),
                posts: .success(PostSettings(baseURL: base, requestTimeout: FixtureServer.patience))),
            logger: logs?.logger("daybook") ?? Logger(label: "daybook"), dates: dates, metrics: metrics,
            passwordHashCost: 4)
        let web = WebServer(
            container: container, settings: settings, logger: logs?.logger("daybook.web") ?? Logger(label: "test"),
            addOns: addOns, signInFailureDelay: .milliseconds(10))
        inspect?(web)
        let app = web.makeApplication()
        guard let metrics else { return try await app.test(mode) { client in try await body(client, server) } }
        try await metrics.recording { () async throws in
            try await app.test(mode) { client in try await body(client, server) }
        }
    }
}

/// One browser: keeps the cookies the app sets and sends them back, and fills in the form token.
package final class Browser: @unchecked Sendable {
    package private(set) var cookies: [String: String] = [:]
    package var acceptLanguage: String?

    package init() {}

    package var csrfToken: String? { cookies[SessionMiddleware.csrfCookie] }

    /// Drops a cookie, as a browser does when it expires or the visitor clears it.
    package func forget(_ name: String) { cookies[name] = nil }

    @discardableResult
    package func get(_ client: any TestClientProtocol, _ uri: String) async throws -> TestResponse {
        try await send(client, uri, method: .get, body: nil, contentType: nil)
    }

    /// Posts a form; the token is added unless `withToken` is false.
    @discardableResult
    package func post(
        _ client: any TestClientProtocol, _ uri: String, form: [String: String] = [:], withToken: Bool = true
    ) async throws -> TestResponse {
        var fields = form
        if withToken, let csrfToken { fields["csrf"] = csrfToken }
        let body = fields.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.encode($0.value))" }.joined(separator: "&")
        return try await send(
            client, uri, method: .post, body: ByteBuffer(string: body), contentType: "application/x-www-form-urlencoded"
        )
    }

    package func send(
        _ client: any TestClientProtocol, _ uri: String, method: HTTPRequest.Method, body: ByteBuffer?,
        contentType: String?, headers extra: HTTPFields = [:]
    ) async throws -> TestResponse {
        var headers = extra
        if !cookies.isEmpty {
            headers[.cookie] = cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
                separator: "; ")
        }
        if let acceptLanguage { headers[.acceptLanguage] = acceptLanguage }
        if let contentType { headers[.contentType] = contentType }
        let response = try await client.execute(uri: uri, method: method, headers: headers, body: body)
        for line in response.headers[values: .setCookie] {
            let pair = line.split(separator: ";")[0].split(separator: "=", maxSplits: 1)
            cookies[String(pair[0])] = pair.count > 1 ? String(pair[1]) : ""
        }
        return response
    }

    private static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}

extension TestResponse {
    package var text: String { String(buffer: body) }

    package var json: Any? { try? JSONSerialization.jsonObject(with: Data(buffer: body)) }
}
