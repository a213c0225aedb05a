import DaybookPresentation
import Synchronization

/// Rendered parts, by what they show: a thousand open pages that show the same (the first page
/// of `/todos` in English) after a change are rendered once, and each is sent the one rendering
/// with its own form token filled in. Bounded: past ``capacity`` entries it starts again.
final class LiveRenderCache: Sendable {
    static let capacity = 512

    private struct Key: Hashable, @unchecked Sendable {
        /// A snapshot of some page, which is `Sendable` (``LivePage/Snapshot``): `AnyHashable` only
        /// forgets that.
        let snapshot: AnyHashable
        let language: Language
    }

    /// Each rendering, made once in a task of its own: the pages that ask for it while it is
    /// being made wait for that task, not for a lock, so no thread is held while it renders and a
    /// rendering of another page never waits behind it.
    private let entries = Mutex<[Key: Task<LiveParts, Never>]>([:])
    private let renderings = Atomic<Int>(0)

    /// How many renderings were made (not taken from the cache), for tests and benchmarks.
    var renderCount: Int { renderings.load(ordering: .relaxed) }

    func parts<Snapshot: Hashable & Sendable>(
        for snapshot: Snapshot, language: Language, render: @escaping @Sendable (Snapshot, Localizer) -> LiveParts
    ) async -> LiveParts {
        let key = Key(snapshot: AnyHashable(snapshot), language: language)
        let rendering = entries.withLock { entries in
            if let kept = entries[key] { return kept }
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            renderings.add(1, ordering: .relaxed)
            let made = Task { render(snapshot, Localizer(language: language)) }
            entries[key] = made
            return made
        }
        return await rendering.value
    }
}
