import DaybookComposition
import DaybookPresentation
import Hummingbird
import HummingbirdCore
import Logging
import ServiceLifecycle

/// The web app: server-rendered pages for all four features and the Todo-Backend JSON API,
/// driven by the same controllers and presenters as the command line, and whatever add-ons it is
/// composed with (``WebAddOn``: `daybook serve` adds the live channel).
///
/// Handlers run on the server's own tasks; nothing here is isolated to the main actor.
public struct WebServer: Sendable {
    let app: WebApp
    private let settings: ServeSettings
    private let logger: Logger

    private let gate: SignInGate
    /// What the server is composed with besides its own pages, made with it.
    package let addOns: [any WebAddOn]

    /// The web app alone: its pages work as they do without their script.
    public init(container: AppContainer, settings: ServeSettings, logger: Logger) {
        self.init(container: container, settings: settings, logger: logger, addOns: [])
    }

    /// The web app with `addOns`, each made once for this server. `signInFailureDelay`: how long
    /// a wrong password waits before its answer (tests shorten it).
    ///
    /// With a metrics listener in `settings`, the container must have been built with the
    /// ``DaybookMetrics`` it serves.
    package init(
        container: AppContainer, settings: ServeSettings, logger: Logger, addOns: [any WebAddOn.Type],
        signInFailureDelay: Duration = .seconds(1)
    ) {
        precondition(
            settings.metrics == nil || container.metrics != nil, "a metrics listener needs a container with metrics")
        // The optimizations are decorators, composed here and nowhere else: each wraps the plain
        // read, keeps what it wrote while the list's revision stays put, and changes how fast a
        // page comes, never what it says. The handlers read the same without them.
        let app = WebApp(
            container: container, settings: settings, addOns: addOns,
            todoBackendPages: RevisionCachedTodoBackendPages(FreshTodoBackendPages()),
            todoListContents: RevisionCachedTodoListContents(FreshTodoListContents()))
        self.app = app
        self.settings = settings
        self.logger = logger
        let gate = SignInGate(
            password: settings.password, mayBeOpen: settings.mayBeOpen, publicURL: settings.publicURL,
            failureDelay: signInFailureDelay,
            container: container)
        self.gate = gate
        self.addOns = addOns.map { $0.init(app: app, gate: gate, settings: settings) }
    }

    /// Serves until SIGINT or SIGTERM, then finishes the requests in flight, for at most the
    /// shutdown timeout (then they are cut off), and returns. `onRunning` is told the port
    /// actually bound (useful with port 0), and `onMetricsRunning` the metrics listener's.
    public func run(
        onRunning: @escaping @Sendable (Int) async -> Void,
        onMetricsRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        var services: [any Service] = [makeApplication(onRunning: onRunning)]
        if let listener = settings.metrics, let metrics = app.container.metrics {
            services.append(
                Self.makeMetricsApplication(metrics, on: listener, logger: logger, onRunning: onMetricsRunning))
        }
        // A PostgreSQL pool runs beside the server: listed first, it is stopped last, once the
        // requests in flight are done with it.
        // What the server remembers of the accounts ends with each change any process makes.
        services.insert(
            StorageService(pool: { [container = app.container] in await container.listenForAccountChanges() }), at: 0)
        if let storage = app.container.storageService { services.insert(StorageService(pool: storage), at: 0) }
        var configuration = ServiceGroupConfiguration(
            services: services, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        configuration.maximumGracefulShutdownDuration = settings.timeouts.shutdown
        let group = ServiceGroup(configuration: configuration)
        // Once the server has stopped, what its add-ons hold (the live pages' subscriptions) ends.
        defer { for addOn in addOns { addOn.serverStopped() } }
        do {
            // Metrics made while serving (Hummingbird's, per route) count into the container's.
            if let metrics = app.container.metrics {
                try await metrics.recording { () async throws in try await group.run() }
            } else {
                try await group.run()
            }
        } catch is CancellationError {
            // A stalled request outlived the shutdown timeout and was cut off: still a clean stop.
        }
    }

    /// The metrics listener: `GET /metrics` in the Prometheus text format, and nothing else.
    static func makeMetricsApplication(
        _ metrics: DaybookMetrics, on listener: ServeSettings.MetricsListener, logger: Logger,
        onRunning: @escaping @Sendable (Int) async -> Void
    ) -> some ApplicationProtocol {
        Application(
            router: makeMetricsRouter(metrics),
            configuration: ApplicationConfiguration(
                address: .hostname(listener.host, port: listener.port), serverName: "Daybook"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? listener.port) },
            logger: logger)
    }

    static func makeMetricsRouter(_ metrics: DaybookMetrics) -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.get("metrics") { _, _ in
            Response(
                status: .ok, headers: [.contentType: DaybookMetrics.contentType, .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(bytes: metrics.exposition())))
        }
        return router
    }

    public func makeApplication(onRunning: @escaping @Sendable (Int) async -> Void = { _ in })
        -> some ApplicationProtocol
    {
        let timeouts = settings.timeouts
        let http1 = HTTP1Channel.Configuration(additionalChannelHandlers: [
            RequestTargetHandlerInstaller(), ConnectionDeadlineHandler(timeouts: timeouts),
        ])
        return Application(
            router: makeRouter(),
            server: HTTPServerBuilder { [addOns] responder in
                for addOn in addOns {
                    if let channel = addOn.connectionChannel(responder: responder, http1: http1, timeouts: timeouts) {
                        return channel
                    }
                }
                return WebServerChannel(HTTP1Channel(responder: responder, configuration: http1))
            },
            configuration: ApplicationConfiguration(
                address: .hostname(settings.host, port: settings.port), serverName: "Daybook",
                // Past the limit, new connections wait in the listen queue until one closes.
                availableConnectionsDelegate: MaximumAvailableConnections(settings.maximumConnections)),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? settings.port) },
            logger: logger
        )
    }

    func makeRouter() -> Router<WebContext> {
        let router = Router(context: WebContext.self, options: .autoGenerateHeadEndpoints)
        let routes = RouteTable.Slot()
        // Outermost, so the line has the status the client gets, whatever answered it.
        router.add(middleware: RequestLogMiddleware())
        // Counts by route, method and status, into the metrics bound by `run` (see DaybookMetrics).
        if app.container.metrics != nil { router.add(middleware: MetricsMiddleware()) }
        // Before anything answers with a page: an error page loads the add-ons' scripts too.
        let scripts = Self.pageScripts(of: addOns)
        if !scripts.isEmpty { router.add(middleware: PageScriptsMiddleware(scripts: scripts)) }
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: HostMiddleware(policy: app.hosts, defaultLanguage: defaultLanguage))
        router.add(middleware: PageErrorMiddleware(defaultLanguage: defaultLanguage, routes: routes))
        router.get("healthz") { _, _ in
            Response(
                status: .ok,
                headers: [.daybookVersion: DaybookVersion.current, .contentType: "text/plain; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: "ok\n")))
        }
        // Ready when the database answers: a load balancer sends no visitors to a process whose
        // database went away (it stays alive, and recovers by itself when the database is back).
        router.get("readyz") { [container = app.container] _, _ in
            await container.storageIsReachable()
                ? Response(status: .ok, body: .init(byteBuffer: ByteBuffer(string: "ready\n")))
                : Response(
                    status: .serviceUnavailable, headers: [.retryAfter: "5"],
                    body: .init(byteBuffer: ByteBuffer(string: "database unreachable\n")))
        }
        router.get(RouterPath(stringLiteral: Stylesheet.path)) { _, _ in Stylesheet.response() }
        for addOn in addOns { addOn.addRoutes(to: router) }
        for asset in WebAppManifest.assets {
            router.get(RouterPath(stringLiteral: asset.path)) { _, _ in WebAppManifest.response(for: asset) }
        }
        router.get(RouterPath(stringLiteral: TodoAPIDescription.path)) { _, _ in TodoAPIDescription.response() }

        let api = router.group("api/todos").add(
            middleware: APIMiddleware(
                defaultLanguage: defaultLanguage, origins: settings.allowedOrigins, hosts: app.hosts))
        api.add(middleware: APISignInMiddleware(gate: gate))
        api.addRoutes(TodoAPI(app: app).routes())

        let session = SessionMiddleware(defaultLanguage: defaultLanguage)
        let pages = router.group().add(middleware: session)
        // Always there: accounts may be added while the server runs (see SignInGate.Mode).
        router.group().add(middleware: session).addRoutes(
            SignInPages(app: app, gate: gate, offersSignUp: settings.allowsSignUp).routes())
        router.group().add(middleware: session).addRoutes(
            SignUpPages(app: app, gate: gate, allowed: settings.allowsSignUp).routes())
        pages.add(middleware: PageSignInMiddleware(gate: gate, app: app))
        let features = WebFeatures.all.map { $0.init(app: app) }
        pages.addRoutes(DashboardPage(app: app, features: features).routes())
        for feature in features { pages.addRoutes(feature.routes()) }
        routes.fill(from: router)
        return router
    }

    /// The scripts every page loads: the add-ons', in their order.
    private static func pageScripts(of addOns: [any WebAddOn]) -> [String] {
        addOns.flatMap { type(of: $0).pageScripts }
    }

    /// The pages in the navigation, for help texts.
    public static var pagePaths: [String] { WebFeatures.navigation.map(\.path) }

    private var defaultLanguage: Language { app.container.configuration.language }
}
