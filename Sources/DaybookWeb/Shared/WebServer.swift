import DaybookComposition
import DaybookPresentation
import Hummingbird
import Logging

/// The web app: server-rendered pages for all four features and the Todo-Backend JSON API,
/// driven by the same controllers and presenters as the command line.
///
/// Handlers run on the server's own tasks; nothing here is isolated to the main actor.
public struct WebServer: Sendable {
    private let app: WebApp
    private let settings: ServeSettings
    private let logger: Logger

    public init(container: AppContainer, settings: ServeSettings, logger: Logger = Logger(label: "daybook.web")) {
        app = WebApp(container: container)
        self.settings = settings
        self.logger = logger
    }

    /// Serves until SIGINT or SIGTERM, then finishes the requests in flight and returns.
    /// `onRunning` is told the port actually bound (useful with port 0).
    public func run(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        try await makeApplication(onRunning: onRunning).runService(gracefulShutdownSignals: [.sigterm, .sigint])
    }

    public func makeApplication(onRunning: @escaping @Sendable (Int) async -> Void = { _ in })
        -> some ApplicationProtocol
    {
        Application(
            router: makeRouter(),
            configuration: ApplicationConfiguration(
                address: .hostname(settings.host, port: settings.port), serverName: "Daybook"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? settings.port) },
            logger: logger
        )
    }

    func makeRouter() -> Router<WebContext> {
        let router = Router(context: WebContext.self)
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: PageErrorMiddleware(defaultLanguage: defaultLanguage))
        router.get("healthz") { _, _ in "ok\n" }
        router.get(RouterPath(stringLiteral: Stylesheet.path)) { _, _ in Stylesheet.response() }

        TodoAPI(app: app).register(
            on: router.group("api/todos").add(middleware: APIMiddleware(defaultLanguage: defaultLanguage)))

        let pages = router.group().add(middleware: SessionMiddleware(defaultLanguage: defaultLanguage))
        DashboardPage(app: app).register(on: pages)
        WeatherPage(app: app).register(on: pages)
        TodoPages(app: app).register(on: pages)
        PostPages(app: app).register(on: pages)
        ProfilePage(app: app).register(on: pages)
        return router
    }

    private var defaultLanguage: Language { app.container.configuration.language }
}
