import Synchronization

/// The live connections open now, counted for the server, per visitor and per address, so one
/// visitor's tabs or one address's clients cannot take every connection (``LiveLimits``).
final class LiveRegistry: Sendable {
    /// A place among the connections, held while the connection is open.
    struct Ticket: Sendable {
        let visitor: String
        let address: String
    }

    private struct Counts {
        var total = 0
        var visitors: [String: Int] = [:]
        var addresses: [String: Int] = [:]
    }

    private let limits: LiveLimits
    private let counts = Mutex(Counts())

    init(limits: LiveLimits) {
        self.limits = limits
    }

    /// How many live connections are open.
    var count: Int { counts.withLock { $0.total } }

    /// Whether one more connection of `visitor` from `address` would be taken now.
    func hasRoom(visitor: String, address: String) -> Bool {
        counts.withLock { counts in
            counts.total < limits.connections && counts.visitors[visitor, default: 0] < limits.perVisitor
                && counts.addresses[address, default: 0] < limits.perAddress
        }
    }

    /// A place for one more connection of `visitor` from `address`, or `nil` when a limit is
    /// reached; give it back with ``release(_:)``.
    func admit(visitor: String, address: String) -> Ticket? {
        counts.withLock { counts -> Ticket? in
            guard counts.total < limits.connections, counts.visitors[visitor, default: 0] < limits.perVisitor,
                counts.addresses[address, default: 0] < limits.perAddress
            else { return nil }
            counts.total += 1
            counts.visitors[visitor, default: 0] += 1
            counts.addresses[address, default: 0] += 1
            return Ticket(visitor: visitor, address: address)
        }
    }

    func release(_ ticket: Ticket) {
        counts.withLock { counts in
            counts.total -= 1
            counts.visitors[ticket.visitor, default: 1] -= 1
            if counts.visitors[ticket.visitor] == 0 { counts.visitors[ticket.visitor] = nil }
            counts.addresses[ticket.address, default: 1] -= 1
            if counts.addresses[ticket.address] == 0 { counts.addresses[ticket.address] = nil }
        }
    }
}
