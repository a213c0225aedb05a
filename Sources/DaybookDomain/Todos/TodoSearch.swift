import Foundation

/// What to look for in todo titles: every word of it, in any order ("walk dog" finds "Walk the
/// dog"), ignoring case, accents and character width, so "ｍｉｌｋ" finds "Milk" and "cafe" finds
/// "Café". An empty search matches every todo.
public struct TodoSearch: Hashable, Sendable {
    /// As typed, trimmed.
    public let text: String
    /// The words of ``text``, each of which a title must contain.
    private let words: [Substring]
    private let isASCII: Bool

    /// A search a user submitted: trimmed, at most ``TextRule/queryMaximumLength`` characters, no control
    /// characters (see ``TextRule``).
    public init(_ raw: String) throws(AppError) {
        self.init(
            trimmed: try TextRule(field: .search, maximum: TextRule.queryMaximumLength).validateAllowingEmpty(raw))
    }

    private init(trimmed: String) {
        text = trimmed
        words = trimmed.split(whereSeparator: \.isWhitespace)
        isASCII = trimmed.utf8.allSatisfy { $0 < 0x80 }
    }

    public var isEmpty: Bool { text.isEmpty }

    public func matches(_ title: String) -> Bool {
        if isEmpty { return true }
        // ASCII in both: ignoring accents and width changes nothing, so comparing bytes with
        // ASCII case folding is the same test, without Foundation's (slow, on Linux) search.
        if isASCII && title.utf8.allSatisfy({ $0 < 0x80 }) {
            return words.allSatisfy { Self.containsIgnoringASCIICase(title, $0) }
        }
        return words.allSatisfy {
            title.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]) != nil
        }
    }

    private static func containsIgnoringASCIICase(_ text: String, _ part: Substring) -> Bool {
        let haystack = Array(text.utf8)
        let needle = Array(part.utf8)
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
            needle.indices.allSatisfy { lowercased(haystack[start + $0]) == lowercased(needle[$0]) }
        }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
