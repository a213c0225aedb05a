import DaybookComposition
import Foundation
import Hummingbird

/// Pending ``Flash`` messages, kept in the database under a random key that a cookie carries to
/// the next page, so the process that serves the redirect need not be the one that answered the
/// form (several servers on one database). Pages without the cookie never touch the database.
///
/// A flash is one person's: kept under the key of the person it is for, it is shown only to a
/// page read as that person, so one left in a shared browser by someone who then signed out is
/// never shown to whoever signs in next.
struct FlashStore: Sendable {
    let container: AppContainer

    static let cookieName = "daybook_flash"
    /// Long enough for any redirect to be followed; an untaken flash is deleted after it.
    static let lifetimeSeconds = 600

    /// Keeps `flash` for `person` and returns the cookie that leads the next page to it; `nil` if
    /// it could not be kept (the redirect goes ahead without it).
    func put(_ flash: Flash, for person: Person) async -> Cookie? {
        let key = SessionMiddleware.makeToken()
        guard let payload = try? JSONEncoder().encode(flash),
            await container.handOff(payload, under: Self.storageKey(key, for: person), for: Self.lifetimeSeconds)
        else { return nil }
        return Cookie(
            name: Self.cookieName, value: key, maxAge: Self.lifetimeSeconds, path: "/", httpOnly: true, sameSite: .lax)
    }

    /// The flash the visitor's cookie points at, if it was left for the person the page is read
    /// as, taken so it shows once.
    func take(for session: WebSession) async -> Flash? {
        guard let key = session.flashKey,
            let payload = await container.takeHandoff(under: Self.storageKey(key, for: session.person))
        else { return nil }
        return try? JSONDecoder().decode(Flash.self, from: payload)
    }

    /// Where a flash is kept: its cookie's key and whose it is (empty for the household).
    private static func storageKey(_ key: String, for person: Person) -> String {
        "flash:" + person.key + ":" + key
    }

    /// Ends the cookie once its flash has been shown.
    static var expiredCookie: Cookie {
        Cookie(name: cookieName, value: "", maxAge: 0, path: "/", httpOnly: true, sameSite: .lax)
    }
}
