/// How one lookup in an ``OfflineFirstCache`` was answered: what an operator's cache hit rate is
/// made of. Each lookup has exactly one.
public enum CacheLookupOutcome: String, CaseIterable, Sendable {
    /// A cached value young enough to serve without asking the remote.
    case fresh
    /// The remote failed, and an older cached value was served in its place.
    case stale
    /// The remote was asked: nothing fresh was cached, or the caller asked to refresh.
    case miss
}
