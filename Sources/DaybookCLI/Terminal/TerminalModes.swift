import Foundation  // termios and cfmakeraw from the C library

/// The terminal modes a full-screen session turns on, and the exact sequences that turn them on
/// and off again.
///
/// Kept apart from ``TerminalSession`` so that what the user's shell gets back is a plain value a
/// test can read byte for byte: a mode left on after the app ends (the mouse reporting every
/// click as text, the cursor hidden, the alternate screen kept) breaks the shell the user returns
/// to.
struct TerminalModes: Hashable, Sendable {
    /// Report mouse presses, releases and the wheel (SGR encoding). While it is on, the terminal
    /// no longer selects text on a drag (most do with Shift held).
    var mouse: Bool
    /// Mark pasted text, so that a paste is one ``TerminalEvent/paste(_:)`` and a line break in
    /// it is not taken for Enter.
    var bracketedPaste: Bool

    init(mouse: Bool = false, bracketedPaste: Bool = true) {
        self.mouse = mouse
        self.bracketedPaste = bracketedPaste
    }

    /// The alternate screen (the shell's screen comes back as it was), the cursor hidden, then
    /// the reports asked for.
    var enterSequence: String {
        var sequence = "\u{1B}[?1049h\u{1B}[?25l"
        if mouse { sequence += "\u{1B}[?1000h\u{1B}[?1006h" }
        if bracketedPaste { sequence += "\u{1B}[?2004h" }
        return sequence
    }

    /// The reverse of ``enterSequence``, in reverse order, after a reset of the style: the
    /// reports off, the cursor shown, the shell's screen back.
    var restoreSequence: String {
        var sequence = ""
        if bracketedPaste { sequence += "\u{1B}[?2004l" }
        if mouse { sequence += "\u{1B}[?1006l\u{1B}[?1000l" }
        return sequence + "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    }

    /// `settings` in raw mode: every byte as it is typed, without echo, line editing, or the
    /// translation of a carriage return. Signals from keys are off too (`ISIG`): Ctrl-C and Ctrl-Z
    /// arrive as keys, so that the app quits cleanly through its own path, and the terminal is
    /// restored by ``TerminalSession`` even when a signal comes from elsewhere. Output processing
    /// is off as well, since the renderer places every character itself.
    static func raw(_ settings: termios) -> termios {
        var raw = settings
        cfmakeraw(&raw)
        // One byte is enough for a read to return, and it waits for it: the reader polls first.
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return raw
    }
}
