import DaybookData
import DaybookDomain
import DaybookPresentation
import Foundation

extension AppContainer {
    /// Counts an attempt at the server's password from `client`, in the database every process
    /// shares: `nil` when it may try now, else how long it must wait (see ``SignInThrottle``).
    /// Fails closed: an attempt that cannot be counted (the database is away, its disk is full)
    /// throws that storage error, and no one is let in.
    public func admitSignIn(from client: String) async throws(AppError) -> Duration? {
        try await throttle.admit(client)
    }

    /// Counts an attempt at the account `name` from `client`: against the client, the name (its
    /// key: `Hanako` and `ｈａｎａｋｏ` count as one, whichever client sends them; a name no account
    /// could have is counted all the same) and the pair. Throws as ``admitSignIn(from:)`` does.
    public func admitSignIn(from client: String, account name: String) async throws(AppError) -> Duration? {
        try await throttle.admit(client: client, account: Self.throttleKey(account: name))
    }

    /// Counts a sign-up from `client`, apart from its sign-ins: made or refused (a name taken
    /// included), every one counts, and no sign-in forgives them.
    public func admitSignUp(from client: String) async throws(AppError) -> Duration? {
        try await throttle.admit("sign-up " + client)
    }

    /// The key the account `name` is remembered under by a server's recent sign-ins.
    public func signInKey(account name: String) -> String {
        Self.throttleKey(account: name)
    }

    /// The server's password `client` sent was right: its count starts again.
    public func signInSucceeded(from client: String) async {
        do {
            try await throttle.succeeded(client)
        } catch {
            logger.warning("sign-in success not recorded", metadata: ["error": "\(error)"])
        }
    }

    /// `client` gave the right password for `name`: the name's count starts again, and the
    /// client's forgets what it tried at that name (nothing else).
    public func signInSucceeded(from client: String, account name: String) async {
        do {
            try await throttle.succeeded(client: client, account: Self.throttleKey(account: name))
        } catch {
            logger.warning("sign-in success not recorded", metadata: ["error": "\(error)"])
        }
    }

    private var throttle: SignInThrottle { SignInThrottle(store: storage.signInAttempts, dates: dates) }

    private static func throttleKey(account name: String) -> String {
        "account " + AccountName.key(of: name)
    }

    /// The secret sign-in cookies are signed with: kept in the database, so every process on it
    /// shares it and a restart keeps it; made (32 random bytes) the first time it is asked for.
    /// Never logged, never exported. Fails when the database cannot be reached.
    public func sessionSecret() async throws(AppError) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        let candidate = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        return try await storage.sessionSecrets.secret(keepingIfNone: candidate)
    }
}
