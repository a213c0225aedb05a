import DaybookDomain

/// Strings and keys. A string's bytes, its escapes decoded, are kept in `text` only up to a limit
/// the caller sets, so that a damaged file cannot make the reader hold all of a huge string; past
/// it, the rest is checked and passed over.
extension JSONByteScanner {
    /// The string at the scanner (its opening quote), its escapes decoded; nil if it has more
    /// than `limit` bytes (it is passed all the same).
    mutating func readString(limit: Int) throws(AppError) -> String? {
        let startLine = line
        let startColumn = column
        guard try scanString(keeping: limit) else { return nil }
        let string = String(decoding: text, as: UTF8.self)
        // Decoding replaces what is not UTF-8, which JSON must be: the text then differs.
        guard !text.contains(where: { $0 >= 0x80 }) || string.utf8.elementsEqual(text) else {
            throw .archive(.malformed(line: startLine, column: startColumn))
        }
        return string
    }

    /// An object's key (the scanner at its opening quote), its colon and the whitespace after
    /// it; ``keyIs(_:)`` then tells which key it was.
    mutating func readKey() throws(AppError) {
        guard let quote = try peek() else { throw truncated() }
        guard quote == .quote else { throw malformed() }
        // A longer key is none this format has: it matches nothing and its value is skipped.
        keyFits = try scanString(keeping: 256)
        try skipWhitespace()
        guard let colon = try peek() else { throw truncated() }
        guard colon == .colon else { throw malformed() }
        index += 1
        try skipWhitespace()
    }

    /// Whether the key ``readKey()`` read is `key`.
    func keyIs(_ key: StaticString) -> Bool {
        guard keyFits, text.count == key.utf8CodeUnitCount else { return false }
        return text.withUnsafeBufferPointer { bytes in
            UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount).elementsEqual(bytes)
        }
    }

    /// A string, from its opening quote to past its closing one. Its bytes, escapes decoded, are
    /// kept in `text` up to `limit` of them; false if there were more.
    mutating func scanString(keeping limit: Int) throws(AppError) -> Bool {
        if limit > 0 { text.removeAll(keepingCapacity: true) }
        index += 1
        var fits = true
        var run = index
        while true {
            if index == buffer.count {
                if fits { fits = keep(run, limit: limit) }
                guard try refill() else { throw truncated() }
                run = 0
            }
            let byte = buffer[index]
            if byte == .quote {
                if fits { fits = keep(run, limit: limit) }
                index += 1
                return fits
            } else if byte == .backslash {
                if fits { fits = keep(run, limit: limit) }
                let escape = try scanEscape()
                if fits && limit > 0 {
                    UTF8.encode(escape) { text.append($0) }
                    fits = text.count <= limit
                }
                run = index
            } else if byte < 0x20 {
                throw malformed()
            } else {
                if byte & 0xC0 == 0x80 { continuations += 1 }
                index += 1
            }
        }
    }

    /// Keeps the bytes from `run` to the scanner in `text`; false once there are more than
    /// `limit`.
    private mutating func keep(_ run: Int, limit: Int) -> Bool {
        guard limit > 0 else { return true }
        if run < index { text.append(contentsOf: buffer[run..<index]) }
        return text.count <= limit
    }

    /// An escape, from its backslash to past it: the Unicode scalar it stands for (two escapes
    /// for a character beyond the Basic Multilingual Plane, written as a UTF-16 surrogate pair).
    private mutating func scanEscape() throws(AppError) -> Unicode.Scalar {
        let escapeColumn = column
        index += 1
        guard let escaped = try peek() else { throw truncated() }
        index += 1
        switch escaped {
        case .quote, .backslash, UInt8(ascii: "/"): return Unicode.Scalar(escaped)
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): break
        default: throw .archive(.malformed(line: line, column: escapeColumn))
        }
        let unit = try scanHex()
        switch unit {
        case 0xD800..<0xDC00:
            // A high surrogate: the low one must follow, as an escape of its own.
            let lowColumn = column
            guard let backslash = try peek() else { throw truncated() }
            guard backslash == .backslash else { throw .archive(.malformed(line: line, column: escapeColumn)) }
            index += 1
            guard let u = try peek() else { throw truncated() }
            guard u == UInt8(ascii: "u") else { throw .archive(.malformed(line: line, column: lowColumn)) }
            index += 1
            let low = try scanHex()
            guard (0xDC00..<0xE000).contains(low) else {
                throw .archive(.malformed(line: line, column: lowColumn))
            }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        case 0xDC00..<0xE000:
            // A low surrogate alone stands for no character.
            throw .archive(.malformed(line: line, column: escapeColumn))
        default:
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        }
    }

    /// The four hexadecimal digits of a `\u` escape.
    private mutating func scanHex() throws(AppError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = try peek() else { throw truncated() }
            let nibble: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = digit - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = digit - UInt8(ascii: "A") + 10
            default: throw malformed()
            }
            value = value << 4 | UInt32(nibble)
            index += 1
        }
        return value
    }
}
