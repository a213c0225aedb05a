import DaybookPresentation

/// Text from storage or a remote service made safe for a terminal.
///
/// A todo title, a post or a city name may hold bytes a terminal acts on: ESC and CSI start
/// escape sequences (which can retitle the window, move the cursor or rewrite the screen), a line
/// break can forge a row of a table, and a bidi override can make text read backwards. New input
/// with such characters is refused (`TextRule`), but a database written by another program or an
/// older Daybook, and every remote answer, can still hold them. So nothing the CLI prints reaches
/// the terminal raw: each such character is shown as a visible stand-in, and the stored value is
/// left as it is.
enum TerminalText {
    /// `text` with every control character shown as a visible stand-in (ESC → ␛, line feed → ␊,
    /// `<U+202E>`; see `ControlCharacters`). Returned as is when it has none.
    static func visible(_ text: String) -> String {
        ControlCharacters.visible(text)
    }

    /// The same, keeping line feeds: for text whose lines are its own (a post's body) and for a
    /// whole rendered output, whose values were already made visible.
    static func visible(_ text: String, keepingLineBreaks: Bool) -> String {
        ControlCharacters.visible(text, keeping: keepingLineBreaks ? ControlCharacters.lineFeed : [])
    }

    // MARK: - JSON

    /// JSON from `JSONEncoder` with the characters it leaves raw but a terminal may act on (DEL,
    /// C1 controls, the separators, bidi controls) written as `\uXXXX` escapes: the same JSON
    /// value, byte for byte safe to print. These scalars only occur inside strings, where an
    /// escape means the same character, so the document's meaning does not change.
    static func escapingControls(inJSON json: [UInt8]) -> [UInt8] {
        guard json.contains(where: { $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else { return json }
        var output: [UInt8] = []
        output.reserveCapacity(json.count + 32)
        var index = 0
        while index < json.count {
            let byte = json[index]
            var scalar: UInt32?
            var length = 1
            if byte == 0x7F {
                scalar = 0x7F
            } else if byte == 0xC2, index + 1 < json.count, (0x80...0x9F).contains(json[index + 1]) {
                (scalar, length) = (UInt32(json[index + 1]), 2)
            } else if byte == 0xE2, index + 2 < json.count {
                let value = 0x2000 | UInt32(json[index + 1] & 0x3F) << 6 | UInt32(json[index + 2] & 0x3F)
                if json[index + 1] & 0xC0 == 0x80, json[index + 2] & 0xC0 == 0x80,
                    ControlCharacters.contains(Unicode.Scalar(value)!)
                {
                    (scalar, length) = (value, 3)
                }
            }
            if let scalar {
                let hex = String(scalar, radix: 16)
                output += Array("\\u\(String(repeating: "0", count: 4 - hex.count))\(hex)".utf8)
            } else {
                output.append(contentsOf: json[index..<(index + length)])
            }
            index += length
        }
        return output
    }
}
