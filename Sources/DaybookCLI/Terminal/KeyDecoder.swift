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

    /// The bytes read but not decoded yet (read by the sequences' and the paste's extensions, in
    /// files of their own, hence not private).
    private(set) var pending: [UInt8] = []
    /// The bytes of a bracketed paste so far, while one is under way (changed by
    /// `KeyDecoder+Paste.swift`, hence not private).
    var paste: [UInt8]?
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

    /// What the bytes at one place decode to, and how many of them it takes.
    enum Step {
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

    static let escape: UInt8 = 0x1B

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

    // MARK: - An overlong sequence

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
}
