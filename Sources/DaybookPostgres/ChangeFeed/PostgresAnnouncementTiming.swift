/// When a write to PostgreSQL is answered, against the `NOTIFY` that tells the other processes
/// of it (see ``PostgresChangeNotifier``).
public enum PostgresAnnouncementTiming: Sendable {
    /// Once a `NOTIFY` sent after the commit has been answered: for a process that may end as soon
    /// as it is answered (a command).
    case beforeAnswering
    /// At the commit, the `NOTIFY` following: for a process that outlives its answers (a server),
    /// whose ``PostgreSQLDatabase/run()`` sends what is pending before it ends.
    case afterAnswering
}
