import Foundation

/// The real clock.
public struct SystemDateSource: DateSource {
    public init() {}
    public func now() -> Date { Date() }
}
