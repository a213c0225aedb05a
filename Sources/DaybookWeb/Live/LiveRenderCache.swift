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

    private let entries = Mutex<[Key: LiveParts]>([:])
    private let renderings = Atomic<Int>(0)

    /// How many renderings were made (not taken from the cache), for tests and benchmarks.
    var renderCount: Int { renderings.load(ordering: .relaxed) }

    func parts<Snapshot: Hashable & Sendable>(
        for snapshot: Snapshot, language: Language, render: (Snapshot, Localizer) -> LiveParts
    ) -> LiveParts {
        let key = Key(snapshot: AnyHashable(snapshot), language: language)
        // Rendered with the lock held: the pages that ask for the same rendering at once (all of
        // them, after a change) wait for the first, instead of each making its own.
        return entries.withLock { entries in
            if let kept = entries[key] { return kept }
            let parts = render(snapshot, Localizer(language: language))
            renderings.add(1, ordering: .relaxed)
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = parts
            return parts
        }
    }
}
