import DaybookComposition
import Foundation
import Hummingbird

/// Pending ``Flash`` messages, kept in the database under a random key that a cookie carries to
/// the next page, so the process that serves the redirect need not be the one that answered the
/// form (several servers on one database). Pages without the cookie never touch the database.
///
/// A flash is one reader's: kept under the key of whoever it is for (a person signed in, or no one
/// signed in), it is shown only to a page read by them, so one left in a shared browser by someone
/// whose session then ended is never shown on the sign-in page, nor to whoever signs in next.
struct FlashStore: Sendable {
    let container: AppContainer

    static let cookieName = "daybook_flash"
    /// Long enough for any redirect to be followed; an untaken flash is deleted after it.
    static let lifetimeSeconds = 600

    /// Whom a flash is for: whoever reads the next page.
    enum Reader: Equatable {
        /// No one signed in (the sign-in page; every page of an open server).
        case signedOut
        /// A person signed in (with an account, or with the server's password: the household).
        case signedIn(Person)

        /// Who reads a page of `session`.
        init(_ session: WebSession) {
            self = session.signedIn ? .signedIn(session.person) : .signedOut
        }

        /// Part of the key a flash is kept under.
        var key: String {
            switch self {
            case .signedOut: "-"
            case .signedIn(let person): "p" + person.key
            }
        }
    }

    /// Keeps `flash` for `reader` and returns the cookie that leads the next page to it; `nil` if
    /// it could not be kept (the redirect goes ahead without it).
    func put(_ flash: Flash, for reader: Reader) async -> Cookie? {
        let key = SessionMiddleware.makeToken()
        guard let payload = try? JSONEncoder().encode(flash),
            await container.handOff(payload, under: Self.storageKey(key, for: reader), for: Self.lifetimeSeconds)
        else { return nil }
        return Cookie(
            name: Self.cookieName, value: key, maxAge: Self.lifetimeSeconds, path: "/", httpOnly: true, sameSite: .lax)
    }

    /// The flash the visitor's cookie points at, if it was left for whoever reads this page, taken
    /// so it shows once.
    func take(for session: WebSession) async -> Flash? {
        guard let key = session.flashKey,
            let payload = await container.takeHandoff(under: Self.storageKey(key, for: Reader(session)))
        else { return nil }
        return try? JSONDecoder().decode(Flash.self, from: payload)
    }

    /// Where a flash is kept: its cookie's key and whose it is.
    private static func storageKey(_ key: String, for reader: Reader) -> String {
        "flash:" + reader.key + ":" + key
    }

    /// Ends the cookie once its flash has been shown.
    static var expiredCookie: Cookie {
        Cookie(name: cookieName, value: "", maxAge: 0, path: "/", httpOnly: true, sameSite: .lax)
    }
}
