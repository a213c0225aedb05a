/// Values a fake records as the code under test reaches them (a read that saw it was cancelled),
/// which a test can wait for.
public actor Recorded<Value: Sendable & Equatable> {
    public private(set) var values: [Value] = []
    private let waiters = ConditionWaiters()

    public init() {}

    public func append(_ value: Value) {
        values.append(value)
        waiters.changed()
    }

    /// Suspends until `value` has been recorded; `false` only if the waiting task is cancelled
    /// first.
    public func arrival(of value: Value) async -> Bool {
        await waiters.wait { values.contains(value) }
    }
}
