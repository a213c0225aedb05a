import DaybookData
import DaybookDomain
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

    /// The password `client` sent was right: its count starts again.
    public func signInSucceeded(from client: String) async {
        do {
            try await SignInThrottle(store: storage.signInAttempts, dates: dates).succeeded(client)
        } catch {
            logger.warning("sign-in success not recorded", metadata: ["error": "\(error)"])
        }
    }
}
