import DaybookComposition
import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DaybookWeb

@Suite("Metrics")
struct MetricsTests {
    /// The page the metrics listener serves, read through its own router.
    static func scrape(_ metrics: DaybookMetrics) async throws -> PrometheusText {
        let listener = Application(router: WebServer.makeMetricsRouter(metrics))
        return try await listener.test(.router) { client in
            let answer = try await client.execute(uri: "/metrics", method: .get)
            #expect(answer.status == .ok)
            #expect(answer.headers[.contentType] == "text/plain; version=0.0.4; charset=utf-8")
            return try PrometheusText(parsing: String(buffer: answer.body))
        }
    }

    @Test func requestsAreCountedByRouteMethodAndStatusWithTheirDurations() async throws {
        let metrics = DaybookMetrics()
        try await WebHarness.run(metrics: metrics) { client, _ in
            for _ in 0..<2 {
                let answer = try await client.execute(uri: "/api/todos", method: .get)
                #expect(answer.status == .ok)
            }
            let created = try await client.execute(
                uri: "/api/todos", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(string: #"{"title":"counted"}"#))
            #expect(created.status == .created)
            #expect(try await client.execute(uri: "/no-such-page", method: .get).status == .notFound)
        }
        let page = try await Self.scrape(metrics)
        let list = ["route": "/api/todos", "method": "GET", "status": "200"]
        #expect(page.types["daybook_http_requests_total"] == "counter")
        #expect(page.value("daybook_http_requests_total", list) == 2)
        #expect(
            page.value("daybook_http_requests_total", ["route": "/api/todos", "method": "POST", "status": "201"]) == 1)
        #expect(page.total("daybook_http_requests_total", where: ["status": "404"]) == 1)
        #expect(page.types["daybook_http_request_duration_seconds"] == "histogram")
        #expect(page.value("daybook_http_request_duration_seconds_count", list) == 2)
        #expect(try #require(page.value("daybook_http_request_duration_seconds_sum", list)) > 0)
        // Two lists and an insert reached the database, and none failed.
        #expect(
            try #require(page.value("daybook_database_operations_total", ["engine": "sqlite", "outcome": "ok"])) >= 3)
        #expect(
            page.total("daybook_database_operations_total")
                == page.total(
                    "daybook_database_operations_total", where: ["outcome": "ok"]))
        // The process's own figures.
        #expect(try #require(page.value("process_cpu_seconds_total")) > 0)
        #expect(try #require(page.value("process_resident_memory_bytes")) > 0)
        #expect(try #require(page.value("process_open_fds")) > 0)
        let started = try #require(page.value("process_start_time_seconds"))
        #expect(abs(started - Date().timeIntervalSince1970) < 24 * 3600)
    }

    @Test func countersMoveBetweenScrapes() async throws {
        let metrics = DaybookMetrics()
        let key = ["route": "/api/todos", "method": "GET", "status": "200"]
        try await WebHarness.run(metrics: metrics) { client, _ in
            _ = try await client.execute(uri: "/api/todos", method: .get)
            let before = try await Self.scrape(metrics).value("daybook_http_requests_total", key)
            _ = try await client.execute(uri: "/api/todos", method: .get)
            _ = try await client.execute(uri: "/api/todos", method: .get)
            let after = try await Self.scrape(metrics).value("daybook_http_requests_total", key)
            #expect(before == 1 && after == 3)
        }
    }

    @Test func upstreamRequestsAndCacheLookupsAreCountedByProviderFeatureAndOutcome() async throws {
        let metrics = DaybookMetrics()
        try await WebHarness.run(metrics: metrics) { client, _ in
            for _ in 0..<2 {
                let answer = try await Browser().get(client, "/weather?city=Tokyo")
                #expect(answer.status == .ok)
            }
        }
        let page = try await Self.scrape(metrics)
        // The first search asked Open-Meteo twice (where is Tokyo, what is its weather); the
        // second was answered from the cache.
        #expect(page.value("daybook_upstream_requests_total", ["provider": "open-meteo", "outcome": "ok"]) == 2)
        #expect(
            page.value("daybook_upstream_request_duration_seconds_count", ["provider": "open-meteo", "outcome": "ok"])
                == 2)
        #expect(
            page.value("daybook_upstream_requests_total", ["provider": "open-meteo", "outcome": "server_error"]) == 0)
        #expect(page.value("daybook_cache_lookups_total", ["feature": "weather", "outcome": "miss"]) == 1)
        #expect(page.value("daybook_cache_lookups_total", ["feature": "weather", "outcome": "fresh"]) == 1)
        #expect(page.value("daybook_cache_lookups_total", ["feature": "weather", "outcome": "stale"]) == 0)
    }

    @Test func anUnreachableProviderIsCountedAsOffline() async throws {
        let metrics = DaybookMetrics()
        try await WebHarness.run(offline: true, metrics: metrics) { client, _ in
            _ = try await Browser().get(client, "/weather?city=Tokyo")
        }
        let page = try await Self.scrape(metrics)
        #expect(page.value("daybook_upstream_requests_total", ["provider": "open-meteo", "outcome": "offline"]) == 1)
        #expect(page.value("daybook_upstream_requests_total", ["provider": "open-meteo", "outcome": "ok"]) == 0)
        #expect(page.value("daybook_cache_lookups_total", ["feature": "weather", "outcome": "miss"]) == 1)
    }

    @Test func twoAppsInOneProcessNeverCountIntoEachOther() async throws {
        let first = DaybookMetrics()
        let second = DaybookMetrics()
        try await WebHarness.run(metrics: first) { client, _ in
            _ = try await client.execute(uri: "/api/todos", method: .get)
        }
        try await WebHarness.run(metrics: second) { client, _ in
            _ = try await client.execute(uri: "/todos", method: .get)
        }
        let one = try await Self.scrape(first)
        let two = try await Self.scrape(second)
        #expect(
            one.total("daybook_http_requests_total") == 1
                && one.total("daybook_http_requests_total", where: ["route": "/api/todos"]) == 1)
        #expect(
            two.total("daybook_http_requests_total") == 1
                && two.total("daybook_http_requests_total", where: ["route": "/todos"]) == 1)
    }

    @Test func theMetricsListenerServesNothingElse() async throws {
        let listener = Application(router: WebServer.makeMetricsRouter(DaybookMetrics()))
        try await listener.test(.router) { client in
            let root = try await client.execute(uri: "/", method: .get)
            let api = try await client.execute(uri: "/api/todos", method: .get)
            let posted = try await client.execute(uri: "/metrics", method: .post)
            let head = try await client.execute(uri: "/metrics", method: .head)
            #expect(root.status == .notFound && api.status == .notFound)
            #expect(posted.status != .ok)
            #expect(head.status == .ok)
        }
    }

    @Test func withoutMetricsTheAppHasNoMetricsRoute() async throws {
        try await WebHarness.run { client, _ in
            let answer = try await client.execute(uri: "/metrics", method: .get)
            #expect(answer.status == .notFound)
        }
    }
}

@Suite("Reading the Prometheus text format")
struct PrometheusTextTests {
    @Test func aWellFormedPageIsRead() throws {
        let page = try PrometheusText(
            parsing: """
                # HELP jobs_total Jobs done.
                # TYPE jobs_total counter
                jobs_total{kind="a \\"quoted\\" \\\\ name",le="x"} 3
                # TYPE wait_seconds histogram
                wait_seconds_bucket{le="0.1"} 1
                wait_seconds_bucket{le="+Inf"} 2
                wait_seconds_sum 0.3
                wait_seconds_count 2

                """)
        #expect(page.value("jobs_total", ["kind": #"a "quoted" \ name"#, "le": "x"]) == 3)
        #expect(page.value("wait_seconds_count") == 2)
    }

    @Test(arguments: [
        "jobs_total 1",  // no TYPE
        "# TYPE jobs_total counter\njobs_total{kind=\"a} 1",  // unterminated
        "# TYPE jobs_total counter\njobs_total{kind=\"\\q\"} 1",  // bad escape
        "# TYPE jobs_total counter\njobs_total one",  // not a number
        "# TYPE jobs_total counter\njobs_total -1",  // a counter going below 0
        "# TYPE jobs.total counter\njobs.total 1",  // bad name
        "# TYPE x gauge\n# TYPE x gauge\nx 1",  // TYPE twice
        "# TYPE w histogram\nw_bucket{le=\"1\"} 2\nw_bucket{le=\"+Inf\"} 1\nw_sum 1\nw_count 1",  // buckets shrink
        "# TYPE w histogram\nw_bucket{le=\"+Inf\"} 2\nw_sum 1\nw_count 3",  // +Inf is not the count
    ])
    func aMalformedPageIsRefused(_ text: String) {
        #expect(throws: PrometheusText.Malformed.self) { try PrometheusText(parsing: text) }
    }
}
