import DaybookData
import DaybookDomain
import DaybookPresentation
import Foundation

extension AppContainer {
    /// Counts a sign-in attempt from `client` in the database every process shares: `nil` when
    /// it may try now, else how long it must wait (see ``SignInThrottle``). Fails closed: when the
    /// attempt cannot be counted (the database is away), the client waits a few seconds.
    public func admitSignIn(from client: String) async -> Duration? {
        do {
            return try await SignInThrottle(store: storage.signInAttempts, dates: dates).admit(client)
        } catch {
            logger.warning("sign-in attempt not counted", metadata: ["error": "\(error)"])
            return .seconds(5)
        }
    }

    /// The key the throttle counts attempts at the account `name` under (``admitSignIn(from:)``):
    /// the name's key, so `Hanako` and `ｈａｎａｋｏ` count as one, whichever client sends them;
    /// the key of a name no account could have is counted all the same.
    public func signInKey(account name: String) -> String {
        "account " + AccountName.key(of: name)
    }

    /// The password `client` sent was right: its count starts again.
    public func signInSucceeded(from client: String) async {
        do {
            try await SignInThrottle(store: storage.signInAttempts, dates: dates).succeeded(client)
        } catch {
            logger.warning("sign-in success not recorded", metadata: ["error": "\(error)"])
        }
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
