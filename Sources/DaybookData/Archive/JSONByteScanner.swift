import DaybookDomain
import Foundation

/// A forward-only scanner over a file's bytes, read in chunks, that checks JSON's grammar as it
/// goes and keeps the line and column it has reached.
///
/// A value type kept in the reader, so the loops over bytes run inside its mutating methods with
/// no exclusivity check or reference counting per byte.
struct JSONByteScanner {
    private static let chunkSize = 64 * 1024
    /// Deeper nesting is refused as malformed: an archive nests three deep, and a limit keeps a
    /// hostile file from growing the stack of open containers without end.
    private static let maximumDepth = 512

    private let input: FileHandle
    private var buffer: [UInt8] = []
    private var index = 0
    private var atEnd = false
    /// The offset in the file of `buffer[0]`.
    private var bufferOffset = 0
    /// The line `index` is on, from 1.
    private(set) var line = 1
    /// The offset in the file of the first byte of `line`.
    private var lineOffset = 0
    /// UTF-8 continuation bytes passed on this line: a column counts Unicode scalars, not bytes.
    private var continuations = 0

    /// The bytes of the string (or the key) last read, its escapes decoded.
    private var text: [UInt8] = []
    /// Whether the key last read fitted in `text`.
    private var keyFits = false
    /// The number being read.
    private var number: [UInt8] = []
    /// Whether each open container is an object (true) or an array, innermost last.
    private var containers: [Bool] = []

    init(input: FileHandle) {
        self.input = input
    }

    /// The column `index` is at, from 1.
    var column: Int { bufferOffset + index - lineOffset - continuations + 1 }

    /// Not JSON here.
    func malformed() -> AppError { .archive(.malformed(line: line, column: column)) }

    /// Called where the input ended (the scanner is at its end).
    func truncated() -> AppError { .archive(.truncated(line: line, column: column)) }

    /// Whether `byte` can begin a JSON value.
    static func startsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case .openBrace, .openBracket, .quote, UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            true
        default: false
        }
    }

    // MARK: Input

    /// Reads the next chunk; false at the end of the input.
    private mutating func refill() throws(AppError) -> Bool {
        if atEnd { return false }
        let chunk: Data?
        do {
            chunk = try input.read(upToCount: Self.chunkSize)
        } catch {
            throw .storage(.failed)
        }
        bufferOffset += buffer.count
        buffer.removeAll(keepingCapacity: true)
        index = 0
        guard let chunk, !chunk.isEmpty else {
            atEnd = true
            return false
        }
        buffer.append(contentsOf: chunk)
        return true
    }

    /// The byte at the scanner, nil at the end of the input.
    @inline(__always)
    mutating func peek() throws(AppError) -> UInt8? {
        if index == buffer.count, !(try refill()) { return nil }
        return buffer[index]
    }

    /// Passes the byte `peek()` gave (never a line feed, never one inside a string).
    @inline(__always)
    mutating func skip() {
        index += 1
    }

    mutating func skipByteOrderMark() throws(AppError) {
        guard try peek() == 0xEF else { return }
        for byte: UInt8 in [0xEF, 0xBB, 0xBF] {
            guard let next = try peek() else { throw truncated() }
            guard next == byte else { throw malformed() }
            index += 1
        }
        // Invisible in an editor: the first column is the byte after it.
        lineOffset = bufferOffset + index
    }

    mutating func skipWhitespace() throws(AppError) {
        while true {
            if index == buffer.count, !(try refill()) { return }
            switch buffer[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineOffset = bufferOffset + index
                continuations = 0
            default:
                return
            }
        }
    }

    // MARK: Values

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

    /// Passes the opening brace of an object (at the scanner): whether a member follows, rather
    /// than the closing brace.
    mutating func beginObject() throws(AppError) -> Bool {
        index += 1
        try skipWhitespace()
        guard let next = try peek() else { throw truncated() }
        if next == .closeBrace {
            index += 1
            return false
        }
        return true
    }

    /// After a member's value: whether another member follows (after a comma), rather than the
    /// object's closing brace.
    mutating func endMember() throws(AppError) -> Bool {
        try skipWhitespace()
        guard let next = try peek() else { throw truncated() }
        switch next {
        case .comma:
            index += 1
            try skipWhitespace()
            return true
        case .closeBrace:
            index += 1
            return false
        default:
            throw malformed()
        }
    }

    /// The number at the scanner if it is a whole one that fits in 64 bits (`3`, also `3.0` or
    /// `3e2`); nil for another number.
    mutating func readInteger() throws(AppError) -> Int64? {
        number.removeAll(keepingCapacity: true)
        try scanNumber(keeping: true)
        var value: Int64 = 0
        var negative = false
        for byte in number {
            switch byte {
            case UInt8(ascii: "-"):
                negative = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int64(byte &- UInt8(ascii: "0"))
                let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
                let (next, overflowAgain) =
                    negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
                if overflow || overflowAgain { return nil }
                value = next
            default:
                // A fraction or an exponent: whole if its value is.
                guard let double = Double(String(decoding: number, as: UTF8.self)), double.rounded() == double
                else { return nil }
                return Int64(exactly: double)
            }
        }
        return value
    }

    /// Passes one JSON value, checking it.
    mutating func skipValue() throws(AppError) {
        containers.removeAll(keepingCapacity: true)
        while true {
            // A value.
            try skipWhitespace()
            guard let byte = try peek() else { throw truncated() }
            switch byte {
            case .openBrace:
                index += 1
                try skipWhitespace()
                guard let next = try peek() else { throw truncated() }
                if next == .closeBrace {
                    index += 1
                } else {
                    guard containers.count < Self.maximumDepth else { throw malformed() }
                    containers.append(true)
                    try skipKey()
                    continue
                }
            case .openBracket:
                index += 1
                try skipWhitespace()
                guard let next = try peek() else { throw truncated() }
                if next == .closeBracket {
                    index += 1
                } else {
                    guard containers.count < Self.maximumDepth else { throw malformed() }
                    containers.append(false)
                    continue
                }
            case .quote: _ = try scanString(keeping: 0)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber(keeping: false)
            case UInt8(ascii: "t"): try scanLiteral("true")
            case UInt8(ascii: "f"): try scanLiteral("false")
            case UInt8(ascii: "n"): try scanLiteral("null")
            default: throw malformed()
            }
            // After a value: close the containers it ends, or go on to the next value.
            while true {
                guard let isObject = containers.last else { return }
                try skipWhitespace()
                guard let next = try peek() else { throw truncated() }
                if next == .comma {
                    index += 1
                    if isObject { try skipKey() }
                    break
                }
                guard next == (isObject ? .closeBrace : .closeBracket) else { throw malformed() }
                index += 1
                containers.removeLast()
            }
        }
    }

    /// An object's key and its colon.
    private mutating func skipKey() throws(AppError) {
        try skipWhitespace()
        guard let quote = try peek() else { throw truncated() }
        guard quote == .quote else { throw malformed() }
        _ = try scanString(keeping: 0)
        try skipWhitespace()
        guard let colon = try peek() else { throw truncated() }
        guard colon == .colon else { throw malformed() }
        index += 1
    }

    /// A string, from its opening quote to past its closing one. Its bytes, escapes decoded, are
    /// kept in `text` up to `limit` of them; false if there were more.
    private mutating func scanString(keeping limit: Int) throws(AppError) -> Bool {
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

    /// A number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, kept in `number` if asked.
    private mutating func scanNumber(keeping: Bool) throws(AppError) {
        if try peek() == UInt8(ascii: "-") { pass(keeping) }
        guard let first = try peek() else { throw truncated() }
        guard first.isDigit else { throw malformed() }
        pass(keeping)
        if first != UInt8(ascii: "0") { try scanDigits(keeping) }
        if try peek() == UInt8(ascii: ".") {
            pass(keeping)
            try scanRequiredDigits(keeping)
        }
        if let exponent = try peek(), exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
            pass(keeping)
            if let sign = try peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { pass(keeping) }
            try scanRequiredDigits(keeping)
        }
    }

    @inline(__always)
    private mutating func pass(_ keeping: Bool) {
        if keeping { number.append(buffer[index]) }
        index += 1
    }

    private mutating func scanRequiredDigits(_ keeping: Bool) throws(AppError) {
        guard let digit = try peek() else { throw truncated() }
        guard digit.isDigit else { throw malformed() }
        try scanDigits(keeping)
    }

    private mutating func scanDigits(_ keeping: Bool) throws(AppError) {
        while let digit = try peek(), digit.isDigit { pass(keeping) }
    }

    mutating func scanLiteral(_ literal: StaticString) throws(AppError) {
        for position in 0..<literal.utf8CodeUnitCount {
            guard let byte = try peek() else { throw truncated() }
            guard byte == literal.utf8Start[position] else { throw malformed() }
            index += 1
        }
    }
}
