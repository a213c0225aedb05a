import DaybookComposition
import DaybookPresentation
import Logging

/// What a live connection runs with: its bounds, what it counts into, the renderings it shares,
/// and its visitor's language and form token.
struct LiveEnvironment: Sendable {
    let limits: LiveLimits
    let metrics: LiveChannelMetrics
    let cache: LiveRenderCache
    let language: Language
    /// Filled into every form the page is sent, as into the page itself.
    let token: String
    let logger: Logger
    /// What ``LiveLimits/sendTimeout`` is measured on.
    var clock: any Clock<Duration> = ContinuousClock()
}
