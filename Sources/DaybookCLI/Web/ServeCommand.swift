import ArgumentParser
import DaybookComposition
import DaybookLive
import DaybookPresentation
import DaybookWeb
import Foundation
import Logging

struct ServeCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the web app: every feature in a browser, and the Todo-Backend API.",
        discussion: """
            Pages are at \(WebServer.pagePaths.joined(separator: ", ")); the JSON API at /api/todos; \
            a health check at /healthz. Messages follow the browser's Accept-Language, with a \
            switch on every page. Stops gracefully on Ctrl-C (SIGINT) or SIGTERM: requests in \
            flight finish, for at most --shutdown-timeout seconds.

            Safe by default: it listens on this machine only, answers only requests addressed to \
            an IP address, localhost or the --public-url's host, and its API takes JSON from \
            this server's own pages only (see --allow-origin). To listen where other machines \
            can connect, set a password in DAYBOOK_PASSWORD (it is never a flag): pages then ask \
            for it, and the API takes it through HTTP Basic authentication. --public serves \
            such an address without a password, on purpose.

            If another program listens on the address (or the metrics address) already, serve says \
            which in one line and exits with status 69.

            Examples:
              daybook serve
              daybook serve --port 0 --metrics-port 9464
              DAYBOOK_PASSWORD='a long passphrase' \\
                daybook serve --public-url https://daybook.example
            """
    )

    @Option(help: "The address to listen on (env: DAYBOOK_HOST). Default: 127.0.0.1, this machine only.")
    var host: String?

    @Option(help: "The port to listen on, 0 for any free one (env: DAYBOOK_PORT). Default: 8080.")
    var port: Int?

    @Option(
        help: ArgumentHelp(
            "The address visitors use, such as https://daybook.example (env: DAYBOOK_PUBLIC_URL).",
            discussion: "Its host is accepted, and the API's absolute urls are built from it.",
            valueName: "url"))
    var publicURL: String?

    @Option(
        name: .customLong("allow-origin"),
        help: ArgumentHelp(
            "Let pages of this origin call the API, such as https://app.example; repeatable; * for every site "
                + "(env: DAYBOOK_ALLOW_ORIGINS, comma-separated). Default: this server's own pages only.",
            valueName: "origin"))
    var allowedOrigins: [String] = []

    @Flag(help: "Serve on an address other machines can reach without a password, on purpose.")
    var `public` = false

    @Flag(
        name: .customLong("allow-signup"),
        help: ArgumentHelp(
            "Let visitors make an account of their own on the sign-in page, once people have accounts.",
            discussion: "Off by default: people are added with daybook user add. The first account is always "
                + "added that way (it takes the data kept so far). Sign-ups are throttled per address as sign-ins are.")
    )
    var allowSignup = false

    @Option(
        help: ArgumentHelp(
            "Seconds a request's head may take to arrive (env: DAYBOOK_HEADER_TIMEOUT). Default: 10.",
            valueName: "seconds"))
    var headerTimeout: Double?

    @Option(
        help: ArgumentHelp(
            "Seconds a request's body may take to arrive, or an answer to be taken (env: DAYBOOK_BODY_TIMEOUT). "
                + "Default: 30.", valueName: "seconds"))
    var bodyTimeout: Double?

    @Option(
        help: ArgumentHelp(
            "Seconds an idle kept-alive connection stays open (env: DAYBOOK_IDLE_TIMEOUT). Default: 60.",
            valueName: "seconds"))
    var idleTimeout: Double?

    @Option(
        help: ArgumentHelp(
            "Seconds a stop waits for requests in flight (env: DAYBOOK_SHUTDOWN_TIMEOUT). Default: 10.",
            valueName: "seconds"))
    var shutdownTimeout: Double?

    @Option(
        help: ArgumentHelp(
            "Log lines as text or json, one object per line for log shippers (env: DAYBOOK_LOG_FORMAT). "
                + "Default: text. The server logs at info: one line per request, failures, start and stop; "
                + "-v or DAYBOOK_LOG_LEVEL changes the level.",
            valueName: "format"))
    var logFormat: LogFormat?

    @Option(
        name: .customLong("max-connections"),
        help: ArgumentHelp(
            "Connections served at once; more wait until one closes (env: DAYBOOK_MAX_CONNECTIONS). Default: 1000.",
            valueName: "count"))
    var maximumConnections: Int?

    @Option(
        help: ArgumentHelp(
            "Serve Prometheus metrics at /metrics on this port, apart from the app's, 0 for any free one "
                + "(env: DAYBOOK_METRICS_PORT). Default: no metrics.",
            discussion: "Requests by route, method and status; outside services; cache lookups; database "
                + "operations; the process. The listener has no password: keep it where only the scraper reaches.",
            valueName: "port"))
    var metricsPort: Int?

    @Option(
        help: ArgumentHelp(
            "The address the metrics listener binds (env: DAYBOOK_METRICS_HOST). Default: 127.0.0.1.",
            valueName: "host"))
    var metricsHost: String?

    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func validate() throws {
        if let port, !(0...65_535).contains(port) {
            throw ValidationError(global.localizer(CommandLineText.portOutOfRange, ["option": "--port"]))
        }
        if let metricsPort, !(0...65_535).contains(metricsPort) {
            throw ValidationError(global.localizer(CommandLineText.portOutOfRange, ["option": "--metrics-port"]))
        }
    }

    func run() async throws {
        // Read once: the file's values feed both the app's configuration and the server's.
        let values = try global.settingValues()
        let configuration = try global.configuration(defaultLogLevel: .info, logFormat: logFormat, values: values)
        let localizer = Localizer(language: configuration.language)
        let flags = ServeSettings.Flags(
            host: host, port: port, publicURL: publicURL, allowedOrigins: allowedOrigins, isPublic: `public`,
            headerTimeout: headerTimeout, bodyTimeout: bodyTimeout, idleTimeout: idleTimeout,
            shutdownTimeout: shutdownTimeout, maximumConnections: maximumConnections, metricsHost: metricsHost,
            metricsPort: metricsPort)
        var settings = try ServeSettings.resolve(flags: flags, environment: values)
        settings.allowsSignUp = allowSignup
        // Beyond loopback with no password, people must have accounts: asked of the database below.
        if settings.needsPassword && configuration.postgres == nil
            && !FileManager.default.fileExists(atPath: configuration.databasePath)
        {
            // A database not made yet has no accounts: refused before the file is made.
            Console.error(localizer(SettingText.serveNeedsPassword, ["host": settings.host]))
            throw ExitCode(64)  // EX_USAGE
        }
        var addresses = [ListenAddress(host: settings.host, port: settings.port, option: "--port")]
        if let metrics = settings.metrics {
            addresses.append(ListenAddress(host: metrics.host, port: metrics.port, option: "--metrics-port"))
        }
        // Before anything starts, so the one line is all there is; asked again should the
        // server still fail to bind (another program may take an address in between).
        try Self.refuseTaken(addresses, localizer: localizer)
        let container = try await global.makeContainer(
            configuration: configuration, lifetime: .server, metrics: settings.metrics.map { _ in DaybookMetrics() })
        if settings.needsPassword, try await !container.hasAccountsBeforeServing() {
            Console.error(localizer(SettingText.serveNeedsPassword, ["host": settings.host]))
            throw ExitCode(64)  // EX_USAGE
        }
        // Every connection is a file descriptor: keep the limit below what the process may open,
        // so running out of descriptors never stalls the accept loop.
        settings.maximumConnections = max(1, min(settings.maximumConnections, FileDescriptors.raiseLimit() - 64))
        // The outermost driver assembles the server: the web app, and the live channel as its add-on.
        let server = WebServer(
            container: container, settings: settings, logger: Logger(label: "daybook.web"), addOns: [LiveAddOn.self])
        let listening = settings.host
        let metricsHost = settings.metrics?.host ?? ""
        let logger = Logger(label: "daybook.web")
        do {
            try await server.run { port in
                // Standard output, so a script can wait for this line and read the port from it.
                FileHandle.standardOutput.write(
                    Data("Daybook is serving at http://\(listening):\(port) (Ctrl-C to stop)\n".utf8))
                logger.info(
                    "serving",
                    metadata: ["host": "\(listening)", "port": "\(port)", "version": "\(DaybookVersion.current)"])
            } onMetricsRunning: { port in
                logger.info(
                    "serving metrics", metadata: ["host": "\(metricsHost)", "port": "\(port)", "path": "/metrics"])
            }
        } catch {
            // The server's error does not say which listener failed (`bind(…): Address already
            // in use`): ask each address, now that the server's own are closed.
            try Self.refuseTaken(addresses, localizer: localizer)
            throw error
        }
        logger.info("stopped")
    }

    /// Says which of `addresses` another program listens on, if any, and what to do, then ends
    /// with EX_UNAVAILABLE (69): an address the service needs is not available.
    private static func refuseTaken(_ addresses: [ListenAddress], localizer: Localizer) throws {
        guard let taken = addresses.first(where: \.isTaken) else { return }
        Console.error(localizer(CommandLineText.addressInUse, ["address": taken.text, "option": taken.option]))
        throw ExitCode(69)
    }
}
