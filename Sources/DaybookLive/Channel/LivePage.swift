import DaybookPresentation

/// A page of the site bound to its view model for as long as its live connection is open: the
/// web app's view, as the terminal app's screens are its own. Generic code runs every page the
/// same way (``LiveConnection``): it observes ``snapshot`` and renders it, and hands it the
/// intents the page's script sends.
@MainActor
protocol LivePage: AnyObject, Sendable {
    /// What the page shows, as one value read from its view model's state: when it changes, the
    /// page is rendered again.
    associatedtype Snapshot: Hashable & Sendable

    var snapshot: Snapshot { get }

    /// The parts of the page that show `snapshot`, in `localizer`'s language, with
    /// ``FormTemplate/tokenMark`` where a form's token goes. Pure, and run off the main actor: one
    /// rendering serves every page that shows the same (``LiveRenderCache``).
    nonisolated static func render(_ snapshot: Snapshot, localizer: Localizer) -> LiveParts

    /// The connection opened: the view model reads, and follows the change feed.
    func appear()
    /// The connection closed: what the view model does is cancelled.
    func disappear()
    /// Carries `intent` out; `false` when it failed (the alert the page shows says why) or the
    /// page does not do it.
    func perform(_ intent: LiveIntent) async -> Bool
}
