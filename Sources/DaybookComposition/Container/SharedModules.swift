import Synchronization

/// What the container builds on first use and then shares, one value per type: a remote
/// feature's repository, so every controller of the feature gets the same one (one cache, one
/// set of requests in flight), while a `todo` command never pays for HTTP clients. Each feature
/// asks for its own from its `AppContainer` extension, so the container names no feature.
final class SharedModules: Sendable {
    private let built = Mutex<[ObjectIdentifier: any Sendable]>([:])

    /// The one `Value` of this container: made by `make` the first time it is asked for.
    func value<Value: Sendable>(_ make: () -> Value) -> Value {
        built.withLock { built in
            if let value = built[ObjectIdentifier(Value.self)] as? Value { return value }
            let value = make()
            built[ObjectIdentifier(Value.self)] = value
            return value
        }
    }
}
