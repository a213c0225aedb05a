/// The visitor's tokens (the visitor id, the form token, a flash key): 32 hexadecimal digits,
/// checked the same way wherever a request brings one, and compared in constant time.
package enum VisitorToken {
    /// Whether `text` is a token as ``SessionMiddleware`` makes them.
    package static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == 32 && text.allSatisfy(\.isHexDigit)
    }

    /// Whether `sent` is `kept`, comparing every byte whatever the first difference, so the time
    /// taken tells nothing of how much of a guessed token was right. An empty token matches
    /// nothing.
    package static func matches(_ sent: String, _ kept: String) -> Bool {
        let (left, right) = (Array(sent.utf8), Array(kept.utf8))
        guard left.count == right.count, !right.isEmpty else { return false }
        return zip(left, right).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
