import DaybookDomain
import Foundation
import Synchronization

/// UUIDs 00000000-0000-0000-0000-000000000001, …-000000000002, …: predictable, and sharing long
/// prefixes, which is what id-prefix tests need.
public final class SequentialIdentifierSource: IdentifierSource {
    private let next = Mutex(1)

    public init() {}

    public func makeUUID() -> UUID {
        let number = next.withLock { value in
            defer { value += 1 }
            return value
        }
        return Self.uuid(number)
    }

    public static func uuid(_ number: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-0000-0000-%012x", number))!
    }
}
