import DaybookPresentation

/// Turns the bytes a terminal sends into keys, mouse events and pastes.
///
/// Pure and incremental: ``decode(_:)`` takes each read as it comes and keeps what cannot be
/// decoded yet (half a UTF-8 character, the start of an escape sequence) for the next read, so a
/// `が` or an arrow split across two reads arrives whole. A lone ESC is ambiguous: it is the Esc key
/// or the start of a sequence whose rest is still on its way. The reader waits ``flushDelay`` for
/// more bytes and calls ``flush()`` when none came, which settles it as Esc.
///
/// Anything the decoder does not know (function keys, a terminal's answers, broken sequences,
/// invalid UTF-8, control characters from the C1 set) is swallowed whole: an app never receives a
/// byte of an escape sequence as if it were typed text.
struct KeyDecoder: Sendable {
    /// How long a lone ESC, or any unfinished sequence, waits for its next byte. Terminals send a
    /// sequence in one write, so its bytes follow within a millisecond even over a slow SSH link;
    /// a person cannot type a key after Esc that fast.
    static let escapeDelay: Duration = .milliseconds(50)
    /// How long an unfinished bracketed paste waits before ending with what came: a long paste
    /// may arrive in many reads, but its end marker cannot be lost for ever.
    static let pasteDelay: Duration = .seconds(1)
    /// Longer escape sequences are junk, and swallowed, rather than kept waiting for an end.
    static let maximumSequenceLength = 64
    /// The most a paste keeps, in bytes (1 MiB); the rest of it is dropped.
    static let maximumPasteLength = 1 << 20

    private var pending: [UInt8] = []
    /// The bytes of a bracketed paste so far, while one is under way.
    private var paste: [UInt8]?
    /// Whether the rest of an overlong sequence is being dropped, up to its final byte.
    private var discarding = false

    init() {}

    /// How long to wait for more bytes before calling ``flush()``; `nil` when nothing is pending,
    /// and the reader may wait for ever.
    var flushDelay: Duration? {
        if paste != nil { return Self.pasteDelay }
        return pending.isEmpty ? nil : Self.escapeDelay
    }

    /// The events `bytes` complete, with any earlier bytes kept waiting.
    mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalEvent] {
        pending.append(contentsOf: bytes)
        var output = Output()
        var index = 0
        decoding: while index < pending.count {
            if discarding {
                index = discardSequence(from: index)
                continue
            }
            if paste != nil {
                let next = consumePaste(from: index, into: &output)
                if next == index { break decoding }  // the start of the end marker: wait for the rest
                index = next
                continue
            }
            switch step(at: index) {
            case .event(let event, let length):
                output.append(event)
                index += length
            case .text(let scalar, let length):
                output.text.append(scalar)
                index += length
            case .startPaste(let length):
                output.flushText()
                paste = []
                index += length
            case .skip(let length):
                index += length
            case .discard(let length):
                discarding = true
                index += length
            case .incomplete:
                break decoding
            }
        }
        pending.removeFirst(index)
        output.flushText()
        return output.events
    }

    /// Settles what is pending after a moment without input: a lone ESC is the Esc key, an
    /// unfinished paste ends with what came, and anything else unfinished is dropped.
    mutating func flush() -> [TerminalEvent] {
        defer {
            pending = []
            discarding = false
        }
        if let paste {
            self.paste = nil
            return [.paste(Self.pastedText(paste + pending))]
        }
        return pending == [Self.escape] ? [.key(.escape)] : []
    }

    // MARK: - One step

    private enum Step {
        case event(TerminalEvent, length: Int)
        case text(Unicode.Scalar, length: Int)
        case startPaste(length: Int)
        /// Bytes that mean nothing to an app, dropped.
        case skip(Int)
        /// The start of a sequence too long to be one, dropped with the rest of it.
        case discard(Int)
        /// The bytes so far start something whose rest has not arrived.
        case incomplete
    }

    private static let escape: UInt8 = 0x1B

    private func step(at index: Int) -> Step {
        let byte = pending[index]
        switch byte {
        case Self.escape: return escapeSequence(at: index)
        case 0x00..<0x20, 0x7F: return control(byte)
        case 0x20..<0x80: return .text(Unicode.Scalar(byte), length: 1)
        default: return utf8(at: index)
        }
    }

    private func control(_ byte: UInt8) -> Step {
        switch byte {
        case 0x0D, 0x0A: .event(.key(.enter), length: 1)
        case 0x09: .event(.key(.tab), length: 1)
        case 0x08, 0x7F: .event(.key(.backspace), length: 1)
        case 0x01...0x1A: .event(.key(.control(Character(Unicode.Scalar(byte + 0x60)))), length: 1)
        default: .skip(1)  // NUL, Ctrl-\, Ctrl-], Ctrl-^, Ctrl-_
        }
    }

    /// A character of two to four bytes; invalid UTF-8 and control characters are dropped.
    private func utf8(at index: Int) -> Step {
        let lead = pending[index]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
        default: return .skip(1)
        }
        for offset in 1..<length {
            guard index + offset < pending.count else { return .incomplete }
            let byte = pending[index + offset]
            guard byte & 0xC0 == 0x80 else { return .skip(offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let smallest: UInt32 = [0, 0, 0x80, 0x800, 0x1_0000][length]
        guard value >= smallest, let scalar = Unicode.Scalar(value), !ControlCharacters.contains(scalar) else {
            return .skip(length)
        }
        return .text(scalar, length: length)
    }

    private func escapeSequence(at index: Int) -> Step {
        guard index + 1 < pending.count else { return .incomplete }
        switch pending[index + 1] {
        case UInt8(ascii: "["):
            return controlSequence(at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return .incomplete }
            let final = pending[index + 2]
            guard (0x40...0x7E).contains(final) else { return .skip(2) }
            return Self.key(final: final).map { .event(.key($0), length: 3) } ?? .skip(3)
        default:
            // Esc followed by something that starts no sequence (Alt-x, or Esc typed just before
            // a key): Esc, then that key on its own.
            return .event(.key(.escape), length: 1)
        }
    }

    /// `ESC [`, parameter and intermediate bytes, then one final byte.
    private func controlSequence(at index: Int) -> Step {
        var end = index + 2
        while end < pending.count {
            let byte = pending[end]
            switch byte {
            case 0x20...0x3F:
                end += 1
                if end - index > Self.maximumSequenceLength { return .discard(end - index) }
            case 0x40...0x7E:
                let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
                return controlSequence(parameters: parameters, final: byte, at: index, length: end - index + 1)
            default:
                // A byte no sequence holds: the sequence was cut short. Drop what came of it, and
                // decode that byte afresh.
                return .skip(end - index)
            }
        }
        return .incomplete
    }

    private func controlSequence(parameters: String, final: UInt8, at index: Int, length: Int) -> Step {
        if parameters.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            let mouse = Self.mouse(parameters.dropFirst(), released: final == UInt8(ascii: "m"))
            return mouse.map { .event(.mouse($0), length: length) } ?? .skip(length)
        }
        if parameters.isEmpty, final == UInt8(ascii: "M") {
            // The old mouse encoding (a terminal without SGR mode): three raw bytes follow, which
            // must not be taken for text.
            return index + length + 3 <= pending.count ? .skip(length + 3) : .incomplete
        }
        // Private sequences (`?`, `<`, `=`, `>`) are answers to queries, not keys.
        guard parameters.first.map({ !"<=>?".contains($0) }) ?? true else { return .skip(length) }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        if final == UInt8(ascii: "~") {
            switch numbers.first ?? nil {
            case 1, 7: return .event(.key(.home), length: length)
            case 4, 8: return .event(.key(.end), length: length)
            case 3: return .event(.key(.delete), length: length)
            case 5: return .event(.key(.pageUp), length: length)
            case 6: return .event(.key(.pageDown), length: length)
            case 200: return .startPaste(length: length)
            default: return .skip(length)
            }
        }
        if final == UInt8(ascii: "Z") { return .event(.key(.backTab), length: length) }
        return Self.key(final: final).map { .event(.key($0), length: length) } ?? .skip(length)
    }

    /// The key of `ESC [ A` or `ESC O A`, with any modifiers (`ESC [ 1 ; 5 A`) dropped.
    private static func key(final: UInt8) -> TerminalKey? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    /// Drops the parameter bytes of an overlong sequence and its final byte; stops at any other.
    private mutating func discardSequence(from index: Int) -> Int {
        var index = index
        while index < pending.count, (0x20...0x3F).contains(pending[index]) { index += 1 }
        if index < pending.count {
            discarding = false
            if (0x40...0x7E).contains(pending[index]) { index += 1 }
        }
        return index
    }

    /// `b;x;y` of an SGR mouse report: the button and modifier bits, then 1-based column and row.
    private static func mouse(_ parameters: Substring, released: Bool) -> TerminalMouseEvent? {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2],
            code >= 0, column >= 1, row >= 1
        else { return nil }
        let button: TerminalMouseEvent.Button
        switch (code & 64 != 0, code & 3) {
        case (true, 0): button = .wheelUp
        case (true, 1): button = .wheelDown
        case (false, 0): button = .left
        case (false, 1): button = .middle
        case (false, 2): button = .right
        default: return nil  // sideways wheels, motion with no button held
        }
        let wheel = code & 64 != 0
        if wheel && released { return nil }
        let action: TerminalMouseEvent.Action = released ? .release : (code & 32 != 0 && !wheel ? .drag : .press)
        return TerminalMouseEvent(action: action, button: button, row: row - 1, column: column - 1)
    }

    // MARK: - Bracketed paste

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Takes the paste's bytes from `index` up to its end marker, or all there are, keeping back
    /// the start of a marker that may be cut across reads. Returns where decoding goes on: `index`
    /// itself when all that is left is the start of a marker.
    private mutating func consumePaste(from index: Int, into output: inout Output) -> Int {
        var end = index
        while let found = pending[end...].firstIndex(of: Self.escape) {
            let available = min(Self.pasteEnd.count, pending.count - found)
            if pending[found..<(found + available)].elementsEqual(Self.pasteEnd.prefix(available)) {
                keepPasted(pending[index..<found])
                if available < Self.pasteEnd.count { return found }
                output.append(.paste(Self.pastedText(paste ?? [])))
                paste = nil
                return found + Self.pasteEnd.count
            }
            end = found + 1
        }
        keepPasted(pending[index...])
        return pending.count
    }

    private mutating func keepPasted(_ bytes: ArraySlice<UInt8>) {
        let room = Self.maximumPasteLength - (paste?.count ?? 0)
        paste?.append(contentsOf: bytes.prefix(max(0, room)))
    }

    /// The pasted bytes as text: line breaks as `\n`, tabs kept, other control characters removed.
    private static func pastedText(_ bytes: [UInt8]) -> String {
        var text = String.UnicodeScalarView()
        var afterReturn = false
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            defer { afterReturn = scalar == "\r" }
            switch scalar {
            case "\r": text.append("\n")
            case "\n": if !afterReturn { text.append("\n") }
            case "\t": text.append(scalar)
            default: if !ControlCharacters.contains(scalar) { text.append(scalar) }
            }
        }
        return String(text)
    }

    // MARK: - Output

    /// The events of one call, with printable text gathered so that a character of several
    /// scalars (`e` and a combining accent, a flag) arrives as one key.
    private struct Output {
        var events: [TerminalEvent] = []
        var text = String.UnicodeScalarView()

        mutating func append(_ event: TerminalEvent) {
            flushText()
            events.append(event)
        }

        mutating func flushText() {
            guard !text.isEmpty else { return }
            events += String(text).map { .key(.character($0)) }
            text = String.UnicodeScalarView()
        }
    }
}
