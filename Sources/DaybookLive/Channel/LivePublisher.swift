import DaybookPresentation

/// Turns a page's snapshots into what its connection sends, one at a time: renders each (through
/// the shared ``LiveRenderCache``), fills in the visitor's form token, and posts only what
/// changed since the last one sent. Snapshots are numbered when taken, on the main actor; one
/// older than the last published is dropped, so a page can never be sent back to an older state.
actor LivePublisher<Snapshot: Hashable & Sendable> {
    private let outbox: LiveOutbox
    private let cache: LiveRenderCache
    private let language: Language
    private let token: String
    private let render: @Sendable (Snapshot, Localizer) -> LiveParts
    private var last: LiveParts?
    private var lastNumber = 0

    init(
        outbox: LiveOutbox, cache: LiveRenderCache, language: Language, token: String,
        render: @escaping @Sendable (Snapshot, Localizer) -> LiveParts
    ) {
        self.outbox = outbox
        self.cache = cache
        self.language = language
        self.token = token
        self.render = render
    }

    /// Publishes snapshot `number`, and the intents done meanwhile.
    func publish(_ snapshot: Snapshot, number: Int, done: [Int] = [], failed: [Int] = []) async {
        var update = LiveUpdate()
        if number > lastNumber {
            // Taken before waiting for the rendering: a newer snapshot published meanwhile wins.
            lastNumber = number
            let rendered = await cache.parts(for: snapshot, language: language, render: render)
            if number == lastNumber {
                let parts = rendered.filled(with: token)
                update = LiveUpdate(from: last, to: parts)
                last = parts
            }
        }
        if !done.isEmpty { update.done = done }
        if !failed.isEmpty { update.failed = failed }
        outbox.post(update)
    }
}
