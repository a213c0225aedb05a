import Foundation

/// The `source`, `stale` and `ageSeconds` fields of every remote feature's JSON, encoded into the
/// object that holds them (not as an object of their own): the contract keeps them top-level.
public struct FreshnessJSON: Encodable, Hashable, Sendable {
    /// network, cache or stale.
    public let source: String
    public let stale: Bool
    /// Whole seconds since it was fetched.
    public let ageSeconds: Int

    public init(source: String, stale: Bool, ageSeconds: Int) {
        self.source = source
        self.stale = stale
        self.ageSeconds = ageSeconds
    }
}

extension FreshnessJSON {
    /// `ageSeconds`, which sorts first among the keys of every form that holds it.
    public func writeAge(to writer: inout JSONWriter) {
        writer.key("ageSeconds")
        writer.value(ageSeconds)
    }

    /// `source` and `stale`, which sort next to each other in every form that holds them.
    public func writeSource(to writer: inout JSONWriter) {
        writer.key("source")
        writer.value(source)
        writer.key("stale")
        writer.value(stale)
    }
}
