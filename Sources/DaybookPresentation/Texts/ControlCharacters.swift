import DaybookDomain

/// The characters Daybook refuses in new text (see `TextRule`): C0 and C1 controls, DEL, the
/// line and paragraph separators, and the bidi embeddings, overrides and isolates. Text stored
/// before that rule, or sent by a remote service, may still hold them: drivers show them through
/// ``visible(_:keeping:)`` so that no terminal acts on an escape sequence, no line
/// break forges a row, and no override makes text read backwards.
public enum ControlCharacters {
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        TextRule.isControl(scalar)
    }

    /// Line feed alone: what a terminal output keeps as its own layout. A carriage return or a
    /// tab could still move text about on a terminal line.
    public static let lineFeed: Set<Unicode.Scalar> = ["\n"]
    /// Tab, line feed and carriage return: whitespace to a browser, harmless in a page.
    public static let whitespace: Set<Unicode.Scalar> = ["\t", "\n", "\r"]

    /// Whether `text` holds any, other than those in `kept`.
    public static func contains(in text: String, keeping kept: Set<Unicode.Scalar>) -> Bool {
        guard !kept.isEmpty else { return TextRule.containsControl(text) }
        var needsScalars = false
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F {
                if kept.contains(Unicode.Scalar(byte)) { continue }
                return true
            }
            // Lead bytes of the refused non-ASCII scalars: C1 (0xC2) and U+2028–U+2069 (0xE2).
            if byte == 0xC2 || byte == 0xE2 { needsScalars = true }
        }
        return needsScalars && text.unicodeScalars.contains { contains($0) && !kept.contains($0) }
    }

    /// `text` with each such character, other than those in `kept`, replaced by a visible
    /// stand-in: a C0 control by its Control Pictures symbol (ESC → ␛, line feed → ␊), DEL by ␡,
    /// and C1 controls, separators and bidi controls by their code point (`<U+202E>`).
    /// Returned as is when it has none.
    public static func visible(_ text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
        guard contains(in: text, keeping: kept) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 16)
        for scalar in text.unicodeScalars {
            if !contains(scalar) || kept.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += standIn(for: scalar)
            }
        }
        return result
    }

    private static func standIn(for scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x00...0x1F: String(Unicode.Scalar(0x2400 + scalar.value)!)
        case 0x7F: "\u{2421}"
        default: "<U+\(String(scalar.value, radix: 16, uppercase: true))>"
        }
    }
}
