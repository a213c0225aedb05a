/// Escape sequences: the keys a terminal sends as `ESC [ …` or `ESC O …`, its SGR mouse reports,
/// and the start of a bracketed paste.
extension KeyDecoder {
    func escapeSequence(at index: Int) -> Step {
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
}
