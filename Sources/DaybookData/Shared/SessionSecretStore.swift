import DaybookDomain

/// Where the secret that signs sign-in cookies is kept: in the database, so every process serving
/// it signs and checks with the same secret, a restart keeps visitors signed in, and a cookie
/// made by a server on another database is refused there.
public protocol SessionSecretStore: Sendable {
    /// The stored secret; when there is none yet, `candidate` is stored and returned. Processes
    /// that ask at once all get the one secret that was stored first.
    func secret(keepingIfNone candidate: [UInt8]) async throws(AppError) -> [UInt8]
}
