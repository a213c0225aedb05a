import DaybookComposition
import DaybookPresentation

/// Who is asking, in which language, and the token their forms must carry.
struct WebSession: Sendable {
    /// The anonymous per-browser id: what is the browser's own (its live pages, its undo).
    var user: String
    var language: Language
    var csrfToken: String
    /// The key of a flash left for this page by the request before (from its cookie).
    var flashKey: String?
    /// Signed in, with an account or the server's password (always `false` on an open server).
    var signedIn = false
    /// Whose data the request reads and writes: the account signed in, or the household.
    var person = Person.household

    /// Texts in the visitor's language, for someone who reached this server (so a service it
    /// cannot reach is the server's trouble, not the visitor's connection).
    var localizer: Localizer { Localizer(language: language, vantage: .throughAServer) }
}
