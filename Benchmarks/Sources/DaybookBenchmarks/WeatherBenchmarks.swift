import ArgumentParser
import DaybookComposition
import DaybookPresentation
import Foundation
import Hummingbird
import Logging
import Synchronization

/// A stand-in for OpenWeather on 127.0.0.1: answers every lookup with a recorded response,
/// after `delay` (a real provider takes about that long), and counts the requests.
struct Upstream {
    let url: URL
    private let requests: Arc
    private let task: Task<Void, any Error>

    final class Arc: Sendable {
        let count = Atomic(0)
    }

    var requestCount: Int { requests.count.load(ordering: .relaxed) }

    static func start(fixture: String, delay: Duration) async throws -> Upstream {
        let body = try Data(contentsOf: URL(filePath: fixture))
        let requests = Arc()
        let router = Router()
        router.get("data/2.5/weather") { _, _ -> Response in
            requests.count.add(1, ordering: .relaxed)
            try await Task.sleep(for: delay)
            return Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
        }
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let app = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in continuation.yield(channel.localAddress?.port ?? 0) },
            logger: {
                var logger = Logger(label: "upstream")
                logger.logLevel = .critical
                return logger
            }()
        )
        let task = Task { try await app.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw ValidationError("the upstream server did not start") }
        return Upstream(url: URL(string: "http://127.0.0.1:\(port)")!, requests: requests, task: task)
    }

    func stop() { task.cancel() }

    func settings() -> WeatherSettings {
        WeatherSettings(
            provider: .openWeather, openWeatherAPIKey: "benchmark", openWeatherURL: url, cacheMaximumAge: 3600,
            requestTimeout: 10)
    }
}

struct WeatherOptions: ParsableArguments {
    @Option(help: "The recorded OpenWeather answer the stand-in provider serves.")
    var fixture = "Tests/DaybookTestSupport/Fixtures/openweather/tokyo_200_metric.json"

    @Option(help: "How long the stand-in provider takes to answer, in milliseconds.")
    var upstreamDelayMs = 50

    /// Starts the stand-in provider and a weather controller over a new database pointed at it,
    /// runs `body`, then stops the provider and removes the database.
    func withController(_ body: (Upstream, WeatherController) async throws -> Void) async throws {
        let upstream = try await Upstream.start(fixture: fixture, delay: .milliseconds(upstreamDelayMs))
        defer { upstream.stop() }
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let controller = try AppContainer.benchmark(
            database: folder.path("weather.sqlite"), weather: upstream.settings()
        )
        .makeWeatherController()
        try await body(upstream, controller)
    }
}

/// A lookup answered from the cache, through controller, use case, repository and presenter.
struct CachedWeather: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weather-cached", abstract: "Time lookups of a city that is in the cache.")

    @OptionGroup var options: WeatherOptions
    @Option(help: "Measured lookups.") var lookups = 20_000

    func run() async throws {
        try await options.withController { upstream, controller in
            var source = ""
            let first = try await controller.lookup(city: "Tokyo")
            let samples = try await Samples.measure(count: lookups, warmUp: 100) {
                source = try await controller.lookup(city: "Tokyo").json.freshness.source
            }
            try report(
                "weather-cached",
                [
                    "lookups": lookups, "firstSource": first.json.freshness.source, "source": source,
                    "upstreamRequests": upstream.requestCount, "µs": samples.summary(in: .microseconds),
                ])
        }
    }
}

/// Many lookups of one city at once, with an empty cache: how many reach the provider.
struct ConcurrentWeather: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weather-concurrent", abstract: "Look one city up N times at once and count upstream requests.")

    @OptionGroup var options: WeatherOptions
    @Option(help: "Concurrent lookups.") var lookups = 1000

    func run() async throws {
        try await options.withController { upstream, controller in
            let clock = ContinuousClock()
            var answered = 0
            var sources: [String: Int] = [:]
            let elapsed = try await clock.measure {
                try await withThrowingTaskGroup(of: String.self) { group in
                    for _ in 0..<lookups {
                        group.addTask { try await controller.lookup(city: "Tokyo").json.freshness.source }
                    }
                    for try await source in group {
                        answered += 1
                        sources[source, default: 0] += 1
                    }
                }
            }
            try report(
                "weather-concurrent",
                [
                    "lookups": lookups, "answered": answered, "sources": sources,
                    "upstreamRequests": upstream.requestCount, "upstreamDelayMs": options.upstreamDelayMs,
                    "seconds": TimeUnit.seconds.value(of: elapsed),
                ])
        }
    }
}
