import DaybookDomain

extension AppContainer {
    /// Tells a screen when the todos or the profiles may have changed, whoever changed them (this
    /// process, a command, another server on the same database), so it reads again instead of
    /// asking on a timer. Subscribe first, then read: a change committed after the subscription
    /// is always announced, perhaps together with others (see ``ChangeFeed``).
    ///
    /// On SQLite this needs nothing more. On PostgreSQL, changes are heard only while
    /// ``storageService`` runs: a process that observes for long (the terminal app) runs it for
    /// its whole life. Each observation ends when the task iterating it is cancelled.
    public var changeFeed: any ChangeFeed {
        storage.changes
    }
}
