import ArgumentParser
import DaybookComposition
import DaybookPresentation
import DaybookWeb
import Foundation

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the web app: all four features in a browser, and the Todo-Backend API.",
        discussion: """
            Pages are at /, /weather, /todos, /posts and /profile; the JSON API at /api/todos; \
            a health check at /healthz. Messages follow the browser's Accept-Language, with a \
            switch on every page. Stops gracefully on Ctrl-C (SIGINT) or SIGTERM, finishing the \
            requests in flight.
            """
    )

    @Option(help: "The address to listen on (env: DAYBOOK_HOST). Default: 127.0.0.1, this machine only.")
    var host: String?

    @Option(help: "The port to listen on, 0 for any free one (env: DAYBOOK_PORT). Default: 8080.")
    var port: Int?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if let port, !(0...65_535).contains(port) { throw ValidationError("--port must be between 0 and 65535.") }
    }

    func run() async throws {
        let container = try global.makeContainer()
        let settings = try Console.reportingSetupFailure { () throws(ErrorViewState) in
            try ServeSettings.resolve(host: host, port: port, localizer: container.localizer)
        }
        let server = WebServer(container: container, settings: settings)
        try await server.run { port in
            // Standard output, so a script can wait for this line and read the port from it.
            FileHandle.standardOutput.write(
                Data("Daybook is serving at http://\(settings.host):\(port) (Ctrl-C to stop)\n".utf8))
        }
    }
}
