/// How long the process holding an ``AppContainer`` lives, against the work it answers: what
/// decides when a PostgreSQL write is announced to the other processes.
public enum AppLifetime: Sendable {
    /// Ends once its work is answered (a command, the terminal app): the database's pool runs in
    /// a task of its own until the process ends, and a write is answered only once the other
    /// processes were told of it, so a command that exits at once still told them.
    case command
    /// Outlives its answers (a server): it runs ``AppContainer/storageService`` itself and stops
    /// it after the requests in flight; a write is answered at its commit, and the other
    /// processes are told right after, the last before the pool stops.
    case server
}
