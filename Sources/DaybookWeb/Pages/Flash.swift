/// What a form post leaves for the page it redirects to (post/redirect/get): the outcome to
/// show once, and on failure what the user had typed, so nothing is lost.
struct Flash: Sendable, Equatable, Codable {
    enum Tone: String, Sendable, Codable { case success, failure }

    /// A button the message offers: a form that posts `fields` to `path` with the visitor's
    /// token (Undo), or a link to `path` (`method` `.get`: to sign in, to see a todo just added),
    /// so it works without a script.
    struct Action: Sendable, Equatable, Codable {
        var path: String
        var label: String
        var fields: [String: String] = [:]
        /// On a live page, the intent the button sends instead of posting (``LiveIntent``).
        var intent: String?
        /// `nil` for a form that posts (a flash kept by an older server has none).
        var method: Method?

        enum Method: String, Sendable, Codable { case post, get }
    }

    var message: String
    var tone: Tone
    /// The submitted fields, to fill the form in again after a failure.
    var fields: [String: String] = [:]
    var action: Action?
}
