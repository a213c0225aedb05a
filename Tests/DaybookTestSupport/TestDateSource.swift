import DaybookDomain
import Foundation
import Synchronization

/// A clock that stands still until a test moves it. Starts on a whole millisecond, as stores
/// keep times to the millisecond.
public final class TestDateSource: DateSource {
    public static let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z

    private let current: Mutex<Date>

    public init(_ start: Date = TestDateSource.start) {
        current = Mutex(start)
    }

    public func now() -> Date {
        current.withLock { $0 }
    }

    public func advance(seconds: TimeInterval) {
        current.withLock { $0 += seconds }
    }
}
