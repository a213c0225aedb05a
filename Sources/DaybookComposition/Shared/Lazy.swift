import Synchronization

/// A value built on first use and then shared: the container builds a feature's drivers only
/// when that feature runs (a `todo` command never pays for HTTP sessions), yet every controller
/// of the feature gets the same instance (one cache, one set of in-flight requests).
final class Lazy<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let built = Mutex<Value?>(nil)

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        built.withLock { built in
            if let value = built { return value }
            let value = make()
            built = value
            return value
        }
    }
}
