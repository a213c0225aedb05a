import Foundation

/// Where new identifiers come from. Injected so that tests are deterministic.
public protocol IdentifierSource: Sendable {
    func makeUUID() -> UUID
}
