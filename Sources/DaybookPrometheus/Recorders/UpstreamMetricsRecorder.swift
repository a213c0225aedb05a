import CoreMetrics
import DaybookData
import DaybookDomain

/// The Data ring's ``UpstreamMetrics`` counted through swift-metrics, by provider and outcome:
/// `ok` (an answer below 400), `client_error` (another 4xx, such as an unknown city),
/// `rate_limited` (429), `server_error` (5xx), or the transport's `timeout`, `offline`,
/// `unreadable` or `cancelled`; and how long each took, answer read.
///
/// Every series is made up front, so a provider that never failed shows its failures as 0.
public struct UpstreamMetricsRecorder: UpstreamMetrics {
    enum Outcome: String, CaseIterable, Sendable {
        case ok
        case clientError = "client_error"
        case rateLimited = "rate_limited"
        case serverError = "server_error"
        case timeout, offline, unreadable, cancelled

        init(status: Int) {
            self =
                switch status {
                case 429: .rateLimited
                case 500...: .serverError
                case 400...: .clientError
                default: .ok
                }
        }

        init(_ error: AppError) {
            self =
                switch error {
                case .timeout: .timeout
                case .cancelled: .cancelled
                case .unreadableResponse: .unreadable
                default: .offline
                }
        }
    }

    static let requests = "daybook_upstream_requests_total"
    static let durations = "daybook_upstream_request_duration_seconds"

    private let counters: [Outcome: Counter]
    private let timers: [Outcome: Timer]

    /// `provider`: a short fixed name (`openweather`, `jsonplaceholder`), never a URL.
    public init(provider: String, factory: any MetricsFactory) {
        var counters: [Outcome: Counter] = [:]
        var timers: [Outcome: Timer] = [:]
        for outcome in Outcome.allCases {
            let dimensions = [("provider", provider), ("outcome", outcome.rawValue)]
            counters[outcome] = Counter(label: Self.requests, dimensions: dimensions, factory: factory)
            timers[outcome] = Timer(label: Self.durations, dimensions: dimensions, factory: factory)
        }
        self.counters = counters
        self.timers = timers
    }

    public func answered(status: Int, since start: ContinuousClock.Instant) {
        record(Outcome(status: status), since: start)
    }

    public func failed(_ error: AppError, since start: ContinuousClock.Instant) {
        record(Outcome(error), since: start)
    }

    private func record(_ outcome: Outcome, since start: ContinuousClock.Instant) {
        timers[outcome]?.recordElapsed(since: start)
        counters[outcome]?.increment()
    }
}
