import Foundation

/// The port through which committed changes are announced, whoever made them: this process,
/// the command line, or another server on the same database. The outward flow of the design: a
/// screen that shows todos subscribes and reads again when told, instead of asking on a timer.
///
/// Implementations live in the database drivers (PostgreSQL `LISTEN`/`NOTIFY` in DaybookPostgres,
/// SQLite's own change counter in DaybookSQLite) and, for the in-memory stores, in the Data ring
/// (`LocalChangeFeed`), and pass one contract suite. Their promises:
/// - A change is announced only once it is committed, and at least once: a subscriber never
///   misses that something changed after it subscribed. After a lost connection, where
///   announcements may have been missed, the feed reads whether anything changed meanwhile and
///   announces it if so.
/// - Announcements are coalesced, never queued: a subscription holds at most one pending
///   element, so a burst of a thousand writes costs a slow subscriber one read, not a thousand,
///   and memory does not grow with the burst.
/// - When a feed cannot tell whether something changed (a subscription made before it could
///   look, a reconnection), it announces: an element may come without a change, never a change
///   without an element. So a subscriber subscribes first, then reads, and reads again at each
///   element; reading again must be cheap (the list's revision says whether to read the list).
///
/// A screen's view model follows the feed itself (``ChangeTopic`` by topic, through the
/// Presentation ring's `ChangeFollower`): a use case between them would only pass it on. The web
/// app's live pages follow a `ChangeRelay` over the database's feed, and the view-model tests a
/// `ManualChangeFeed` (Tests/DaybookTestSupport) they announce on by hand.
public protocol ChangeFeed: Sendable {
    /// A new subscription to changes of `topic` committed from now on. Each element says that
    /// one or more changes were committed since the previous element was taken. The sequence
    /// ends when the task iterating it is cancelled (or the feed is shut down).
    func changes(to topic: ChangeTopic) -> AsyncStream<ChangeTopic>
}
