import Foundation

/// Writes JSON straight into bytes: the one writer of the JSON Daybook answers with, every
/// `--json` of the command line and every answer of the web's API (each JSON form is
/// ``JSONWritable``).
///
/// It writes exactly what `JSONEncoder` writes for the same values with `.sortedKeys` and
/// `.withoutEscapingSlashes` (and `.prettyPrinted` for ``Style/pretty``), keys in the order the
/// caller gives them (every form gives them sorted, byte by byte, as `.sortedKeys` does): the
/// tests compare the two byte for byte, form by form. What it saves is everything between the
/// value and the bytes: no `Encoder` containers, no boxing of each value, no date strategy. A
/// list of 1,000 todos is written in tens of microseconds instead of milliseconds.
///
/// It lives here, in the ring whose JSON forms are a contract (their keys, their times, their
/// `null`s), used by both drivers that write bytes. The archive's writer (`ArchiveDocumentWriter`,
/// Data) is not the same mechanism, on purpose: it writes a storage format, not an answer, in its
/// own fixed key order with one entry per line and times as milliseconds, streamed to a file in
/// chunks as records come from the store; and Data may not import this ring, nor this ring Data.
/// The two agree on what JSON itself fixes: strings are escaped the same way.
public struct JSONWriter: Sendable {
    public enum Style: Sendable {
        /// No whitespace at all.
        case compact
        /// `JSONEncoder`'s `.prettyPrinted`: two spaces a level, `"key" : value`.
        case pretty
    }

    public private(set) var bytes: [UInt8] = []
    private let style: Style
    /// One entry per open container: whether it has no member yet.
    private var empty: [Bool] = []
    /// A key was just written: the value that follows goes right after it.
    private var afterKey = false

    public init(style: Style = .compact, capacity: Int = 1024) {
        self.style = style
        bytes.reserveCapacity(capacity)
    }

    /// Makes room for `count` more bytes at once. A long answer that grows by doubling touches
    /// every size on the way, each a fresh mapping of memory past a few hundred kilobytes: for
    /// 10,000 todos, thousands of page faults more than the answer itself.
    public mutating func reserve(_ count: Int) {
        bytes.reserveCapacity(bytes.count + count)
    }

    // MARK: - Containers

    public mutating func beginObject() {
        open(UInt8(ascii: "{"))
    }

    public mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    public mutating func beginArray() {
        open(UInt8(ascii: "["))
    }

    public mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// The next member's key; its value must follow. Keys are the program's own (ASCII, nothing
    /// to escape), so they are written as they are.
    public mutating func key(_ key: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        // Byte by byte: an array literal here would be an allocation per key.
        if style == .pretty {
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: ":"))
            bytes.append(UInt8(ascii: " "))
        } else {
            bytes.append(UInt8(ascii: ":"))
        }
        afterKey = true
    }

    // MARK: - Values

    /// A string, escaped as `JSONEncoder` escapes it: `"` and `\`, and every control character
    /// below U+0020 (`\n`, `\t`… by name, the rest as `\u00XX`). Everything else, non-BMP text
    /// included, is written as its UTF-8 bytes.
    public mutating func value(_ string: String) {
        element()
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            // Most text has nothing to escape: copy it in one go.
            guard utf8.contains(where: Self.needsEscape) else {
                bytes.append(contentsOf: utf8)
                return
            }
            for byte in utf8 {
                guard Self.needsEscape(byte) else {
                    bytes.append(byte)
                    continue
                }
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                default:
                    bytes.append(UInt8(ascii: "u"))
                    bytes.append(UInt8(ascii: "0"))
                    bytes.append(UInt8(ascii: "0"))
                    bytes.append(Self.hexDigits[Int(byte >> 4)])
                    bytes.append(Self.hexDigits[Int(byte & 0x0F)])
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    public mutating func value(_ number: Int) {
        element()
        if number >= 0 && number < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(number))
            return
        }
        // Digits from the right into a small buffer; the magnitude as UInt64 so Int.min works.
        var magnitude = number.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if number < 0 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start..<20]))
        }
    }

    public mutating func value(_ flag: Bool) {
        element()
        bytes.append(contentsOf: flag ? Self.trueBytes : Self.falseBytes)
    }

    /// A number as `JSONEncoder` writes a `Double`: its shortest text (`12.3`, `1e-07`), without
    /// a `.0` for a whole one (`12`). JSON has no text for one that is not finite (no data Daybook
    /// reads holds one): it is written `null`.
    public mutating func value(_ number: Double) {
        guard number.isFinite else { return null() }
        element()
        let text = number.description
        bytes.append(contentsOf: text.hasSuffix(".0") ? text.utf8.dropLast(2) : text.utf8[...])
    }

    public mutating func null() {
        element()
        bytes.append(contentsOf: Self.nullBytes)
    }

    /// `null` for `nil`, as a form spells out every key it has.
    public mutating func value(_ string: String?) {
        if let string { value(string) } else { null() }
    }

    public mutating func value(_ number: Int?) {
        if let number { value(number) } else { null() }
    }

    public mutating func value(_ number: Double?) {
        if let number { value(number) } else { null() }
    }

    public mutating func value(_ date: Date?) {
        if let date { value(date) } else { null() }
    }

    /// A member that is there only with a value: the key `JSONEncoder` leaves out for `nil`.
    public mutating func member(_ key: StaticString, ifPresent value: Int?) {
        guard let value else { return }
        self.key(key)
        self.value(value)
    }

    public mutating func member(_ key: StaticString, ifPresent value: String?) {
        guard let value else { return }
        self.key(key)
        self.value(value)
    }

    public mutating func member(_ key: StaticString, ifPresent value: (some JSONWritable)?) {
        guard let value else { return }
        self.key(key)
        self.value(value)
    }

    /// A value that writes itself.
    public mutating func value(_ writable: some JSONWritable) {
        writable.write(to: &self)
    }

    /// A moment as Daybook writes times (``Timestamp``), as a string.
    public mutating func value(_ date: Date) {
        element()
        bytes.append(UInt8(ascii: "\""))
        Timestamp.write(date, into: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    // MARK: - Layout

    private mutating func open(_ bracket: UInt8) {
        element()
        bytes.append(bracket)
        empty.append(true)
    }

    private mutating func close(_ bracket: UInt8) {
        let wasEmpty = empty.removeLast()
        if style == .pretty {
            // As JSONEncoder writes an empty container: a blank line between its brackets.
            if wasEmpty { bytes.append(UInt8(ascii: "\n")) }
            newline()
        }
        bytes.append(bracket)
    }

    /// Before a value: in an array, the comma and line of a new element; after a key, nothing.
    private mutating func element() {
        if afterKey {
            afterKey = false
            return
        }
        separate()
    }

    private mutating func separate() {
        guard let last = empty.indices.last else { return }
        if empty[last] {
            empty[last] = false
        } else {
            bytes.append(UInt8(ascii: ","))
        }
        if style == .pretty { newline() }
    }

    private mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * empty.count))
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)
    private static let nullBytes = Array("null".utf8)
}
