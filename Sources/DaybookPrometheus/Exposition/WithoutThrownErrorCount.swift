import CoreMetrics
import Prometheus

/// Prometheus's factory without Hummingbird's count of thrown errors, `hb.request.errors`: Daybook
/// answers its errors itself (a JSON body, an error page), so that count would be a 0 beside
/// every route, method and status. The status in `daybook_http_requests_total` says it all.
struct WithoutThrownErrorCount: MetricsFactory {
    let upstream: PrometheusMetricsFactory

    func makeCounter(label: String, dimensions: [(String, String)]) -> any CounterHandler {
        label == "hb.request.errors"
            ? NOOPMetricsHandler.instance : upstream.makeCounter(label: label, dimensions: dimensions)
    }

    func makeFloatingPointCounter(label: String, dimensions: [(String, String)]) -> any FloatingPointCounterHandler {
        upstream.makeFloatingPointCounter(label: label, dimensions: dimensions)
    }

    func makeMeter(label: String, dimensions: [(String, String)]) -> any MeterHandler {
        upstream.makeMeter(label: label, dimensions: dimensions)
    }

    func makeRecorder(label: String, dimensions: [(String, String)], aggregate: Bool) -> any RecorderHandler {
        upstream.makeRecorder(label: label, dimensions: dimensions, aggregate: aggregate)
    }

    func makeTimer(label: String, dimensions: [(String, String)]) -> any TimerHandler {
        upstream.makeTimer(label: label, dimensions: dimensions)
    }

    func destroyCounter(_ handler: any CounterHandler) { upstream.destroyCounter(handler) }
    func destroyFloatingPointCounter(_ handler: any FloatingPointCounterHandler) {
        upstream.destroyFloatingPointCounter(handler)
    }
    func destroyMeter(_ handler: any MeterHandler) { upstream.destroyMeter(handler) }
    func destroyRecorder(_ handler: any RecorderHandler) { upstream.destroyRecorder(handler) }
    func destroyTimer(_ handler: any TimerHandler) { upstream.destroyTimer(handler) }
}
