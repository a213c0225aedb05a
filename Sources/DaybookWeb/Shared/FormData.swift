import Foundation
import Hummingbird

/// The fields of an `application/x-www-form-urlencoded` form post.
struct FormData: Sendable {
    private let fields: [String: String]

    /// Parses `a=1&b=two+words`; a repeated field keeps its last value.
    init(urlEncoded body: String) {
        var fields: [String: String] = [:]
        for pair in body.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decode(parts[0]) else { continue }
            fields[name] = parts.count > 1 ? Self.decode(parts[1]) ?? "" : ""
        }
        self.fields = fields
    }

    subscript(name: String) -> String? { fields[name] }

    private static func decode(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

    /// Reads the form of a page request and checks its token against the visitor's: a form
    /// another site made cannot carry it, so the post is refused with 403.
    static func verified(from request: Request, context: WebContext) async throws -> FormData {
        let body = try await request.body.collect(upTo: context.maxUploadSize)
        let form = FormData(urlEncoded: String(buffer: body))
        guard let token = form["csrf"], Self.constantTimeEqual(token, context.session.csrfToken) else {
            throw PageError(status: .forbidden, key: .webFormExpired)
        }
        return form
    }

    private static func constantTimeEqual(_ lhs: String, _ rhs: String) -> Bool {
        let (left, right) = (Array(lhs.utf8), Array(rhs.utf8))
        guard left.count == right.count, !right.isEmpty else { return false }
        return zip(left, right).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
