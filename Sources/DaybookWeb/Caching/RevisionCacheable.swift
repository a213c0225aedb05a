/// A value a ``RevisionCache`` keeps, and what it costs to keep (in bytes, roughly).
protocol RevisionCacheable: Sendable {
    var cost: Int { get }
}
