import DaybookPresentation
import Foundation
import Hummingbird

/// A form sent after its session ended (the first account added, the password changed), kept
/// through the sign-in so that nothing typed is lost: where it was sent from, so the sign-in comes
/// back there, and the fields a page fills in again from a ``Flash`` (a todo's title, the
/// profile's name and gender).
///
/// Kept only for a form of this site, which carries the visitor's form token (another site cannot
/// make one), and never sent again by itself: a post replayed after a sign-in could do what the
/// visitor no longer meant. The page it comes back to shows it filled in, for the visitor to send
/// again, or not. It travels in the sign-in form's hidden fields, so it stays in that browser.
struct KeptForm: Equatable, Sendable {
    /// The page the form was sent from, with its query (its search, its page).
    var page: String
    /// The fields kept, under the names the pages' forms give them.
    var fields: [String: String]

    /// The fields a page fills in again, each under its name on the sign-in form (where `name`
    /// would clash with the account's name).
    static let keptFields = ["title": "keptTitle", "name": "keptName", "gender": "keptGender"]

    /// A field longer than this is not kept: no field of the site takes one.
    static let longestField = 4_096

    /// The fields of the forms whose typing can be kept, as any form of the site posts them.
    private struct Posted: SubmittedForm {
        let csrf: String?
        let title: String?
        let name: String?
        let gender: String?
    }

    /// What `request`, a form post whose session ended, keeps; `nil` for a form that is not this
    /// site's (no form token, or not the visitor's) or that cannot be read.
    init?(_ request: Request, context: WebContext) async {
        guard let posted = try? await request.decodeForm(as: Posted.self, context: context) else { return nil }
        page = Self.page(referredBy: request.headers[.referer])
        let values = ["title": posted.title, "name": posted.name, "gender": posted.gender]
        fields = values.compactMapValues { value in
            value.flatMap { $0.isEmpty || $0.count > Self.longestField ? nil : $0 }
        }
    }

    /// The page a form was sent from: the path and query of its `Referer` (which the site's
    /// `Referrer-Policy: same-origin` sends only to itself), as a sign-in's `next` may be; else the
    /// dashboard.
    static func page(referredBy referer: String?) -> String {
        guard let referer, let url = URLComponents(string: referer), !url.percentEncodedPath.isEmpty else { return "/" }
        let page = url.percentEncodedPath + (url.percentEncodedQuery.map { "?" + $0 } ?? "")
        return SignInPages.safeNext(page)
    }

    /// The kept fields as the sign-in form posts them back (``keptFields``): only those, each
    /// bounded as above.
    static func fields(signingIn form: [String: String?]) -> [String: String] {
        var fields: [String: String] = [:]
        for (name, hidden) in keptFields {
            if let value = form[hidden] ?? nil, !value.isEmpty, value.count <= longestField { fields[name] = value }
        }
        return fields
    }

    /// The sign-in form's hidden fields for `fields`, in a stable order.
    static func hiddenFields(_ fields: [String: String]) -> HTML {
        let inputs: [HTML] = keptFields.sorted { $0.key < $1.key }.compactMap { name, hidden in
            fields[name].map { "\n<input type=\"hidden\" name=\"\(hidden)\" value=\"\($0)\">" }
        }
        return "\(inputs)"
    }
}
