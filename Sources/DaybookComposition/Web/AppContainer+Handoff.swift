import DaybookData
import DaybookDomain
import Foundation

extension AppContainer {
    /// Keeps `payload` under `key` for `seconds`, in the database, where whichever process
    /// serves the next request finds it. `false` if it could not be kept (the failure is logged):
    /// what is handed off is a courtesy (a form's outcome), never the outcome itself.
    public func handOff(_ payload: Data, under key: String, for seconds: Int) async -> Bool {
        let now = Milliseconds.since1970(dates.now())
        do {
            try await storage.handoffs.put(
                payload, for: key, expiresAt: now + Milliseconds.count(in: .seconds(seconds)), now: now)
            return true
        } catch {
            logger.warning("handoff not kept", metadata: ["error": "\(error)"])
            return false
        }
    }

    /// What was handed off under `key`, removed as it is read; `nil` if nothing (or it expired,
    /// or the database could not be read).
    public func takeHandoff(under key: String) async -> Data? {
        let now = Milliseconds.since1970(dates.now())
        do {
            return try await storage.handoffs.take(for: key, now: now)
        } catch {
            logger.warning("handoff not taken", metadata: ["error": "\(error)"])
            return nil
        }
    }
}
