import Foundation

/// Random version-4 UUIDs from the system's secure generator.
///
/// Not `UUID()`: on Linux, Foundation opens, reads and closes `/dev/urandom` for every UUID,
/// three system calls that made 100,000 ids take over a second (see `BENCHMARKS.md`).
public struct RandomIdentifierSource: IdentifierSource {
    public init() {}

    public func makeUUID() -> UUID {
        var generator = SystemRandomNumberGenerator()
        return UUID(randomBits: (generator.next(), generator.next()))
    }
}
