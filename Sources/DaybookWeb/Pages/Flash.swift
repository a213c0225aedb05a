/// What a form post leaves for the page it redirects to (post/redirect/get): the outcome to
/// show once, and on failure what the user had typed, so nothing is lost.
package struct Flash: Sendable, Equatable, Codable {
    package enum Tone: String, Sendable, Codable { case success, failure }

    /// A button the message offers: a form that posts `fields` to `path` with the visitor's
    /// token (Undo), or a link to `path` (`method` `.get`: to sign in, to see a todo just added),
    /// so it works without a script.
    package struct Action: Sendable, Equatable, Codable {
        package var path: String
        package var label: String
        package var fields: [String: String] = [:]
        /// On a live page, the intent the button sends instead of posting (``LiveIntent``).
        package var intent: String?
        /// `nil` for a form that posts (a flash kept by an older server has none).
        package var method: Method?

        package enum Method: String, Sendable, Codable { case post, get }

        package init(
            path: String, label: String, fields: [String: String] = [:], intent: String? = nil, method: Method? = nil
        ) {
            self.path = path
            self.label = label
            self.fields = fields
            self.intent = intent
            self.method = method
        }
    }

    package var message: String
    package var tone: Tone
    /// The submitted fields, to fill the form in again after a failure.
    package var fields: [String: String] = [:]
    package var action: Action?

    package init(message: String, tone: Tone, fields: [String: String] = [:], action: Action? = nil) {
        self.message = message
        self.tone = tone
        self.fields = fields
        self.action = action
    }
}
