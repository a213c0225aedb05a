import Foundation

/// Markup rendered once for every visitor, with a mark where each form's token goes, filled in
/// per request: the parts of a page that depend on stored data and language only, kept in a
/// ``RevisionCache``, while the token stays the visitor's own.
///
/// The mark holds NUL characters, which rendered text can never contain (``HTML`` shows every
/// control character as a visible stand-in), so nothing a user typed can be taken for it.
package struct FormTemplate: RevisionCacheable {
    package static let tokenMark: HTML = "\u{0}form-token\u{0}"

    private let parts: [Substring]
    let cost: Int

    package init(_ rendered: HTML) {
        let markup = rendered.markup
        var parts: [Substring] = []
        var rest = markup[...]
        let mark = Self.tokenMark.markup
        while let range = rest.range(of: mark) {
            parts.append(rest[..<range.lowerBound])
            rest = rest[range.upperBound...]
        }
        parts.append(rest)
        self.parts = parts
        cost = markup.utf8.count
    }

    /// The markup with `token` (the visitor's form token: hex digits, nothing to escape) at
    /// every mark.
    package func filled(with token: String) -> HTML {
        var markup = ""
        markup.reserveCapacity(cost + parts.count * token.utf8.count)
        for (index, part) in parts.enumerated() {
            if index > 0 { markup += token }
            markup += part
        }
        return HTML(stringLiteral: markup)
    }
}
