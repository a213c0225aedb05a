import Foundation

/// Where "now" comes from. Injected so that tests are deterministic.
public protocol DateSource: Sendable {
    func now() -> Date
}
