/// What one live connection, one client and the whole server may hold, so no page, visitor or
/// attacker can grow the server's memory or connections without end.
struct LiveLimits: Sendable {
    /// Live connections the server holds at once: three quarters of its connections, so pages
    /// and the API always have a quarter.
    var connections: Int
    /// Live connections of one visitor (their browser's cookie): a dozen tabs.
    var perVisitor = 12
    /// Live connections from one address: a household behind one router.
    var perAddress = 48
    /// The largest message a page may send, in bytes: an intent with a title of 500 characters
    /// fits several times over.
    var messageBytes = 4_096
    /// Intents a page may have waiting to be carried out: its script sends one per click or
    /// keystroke, so only a flood has more (then its connection is cut off, see
    /// ``LiveIntentLoop``), and what a page queues is bounded.
    var waitingIntents = 32
    /// How long one message to a page may take to be taken by it. A page that does not read
    /// (a stalled network, a frozen tab) is cut off, and reconnects once it can; nothing is
    /// buffered for it but the one message it is behind by.
    var sendTimeout: Duration = .seconds(10)
    /// How often an idle connection is pinged; one that does not answer by the next ping is
    /// closed, so a page that went away without closing holds nothing for long.
    var pingPeriod: Duration = .seconds(30)

    init(maximumConnections: Int) {
        connections = max(1, maximumConnections * 3 / 4)
    }
}
