import Foundation

/// Where new identifiers come from. Injected so that tests are deterministic.
public protocol IdentifierSource: Sendable {
    func makeUUID() -> UUID
}

/// Random version-4 UUIDs.
public struct RandomIdentifierSource: IdentifierSource {
    public init() {}
    public func makeUUID() -> UUID { UUID() }
}
