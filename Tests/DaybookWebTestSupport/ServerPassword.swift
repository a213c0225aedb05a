import DaybookComposition
import Testing

/// A server with `DAYBOOK_PASSWORD` (``settings``), and the same server after its password
/// changed (``changed``).
package enum ServerPassword {
    package static let secret = "correct horse battery"
    package static let settings = ServeSettings(port: 0, password: Password(secret))
    package static let changed = ServeSettings(port: 0, password: Password("a new password, long"))

    /// A browser signed in with the server's password on the database at `path`.
    package static func signedIn(at path: String) async throws -> Browser {
        let browser = Browser()
        try await WebHarness.run(databasePath: path, settings: settings) { client, _ async throws in
            try await browser.get(client, "/signin")
            let signedIn = try await browser.post(client, "/signin", form: ["password": secret])
            #expect(signedIn.status == .seeOther)
            try await browser.get(client, "/todos")
        }
        return browser
    }
}
