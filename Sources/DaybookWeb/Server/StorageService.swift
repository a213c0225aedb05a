import ServiceLifecycle

/// The database's connection pool as a service of the server's group: it starts with the server
/// and, listed before it, stops after it.
struct StorageService: Service {
    let pool: @Sendable () async -> Void

    func run() async throws {
        // The pool ends when its task is cancelled; the group's graceful shutdown cancels it once
        // the services listed after it (the HTTP server) have stopped.
        await cancelWhenGracefulShutdown { await pool() }
    }
}
