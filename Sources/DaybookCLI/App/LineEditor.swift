/// One line of text being typed into (a search, a title, a city): what the keys do to it.
///
/// The cursor stays at the end, as in a phone's search field; Backspace removes the last
/// character (a whole grapheme, so `が` goes at once), Ctrl-U clears, and pasted text is added
/// with its line breaks turned into spaces.
struct LineEditor: Hashable, Sendable {
    /// The longest line kept: what the rules accept is checked by the domain, but a paste of a
    /// megabyte is not held on screen.
    static let maximumLength = 1_000

    private(set) var text: String

    init(_ text: String = "") {
        self.text = String(text.prefix(Self.maximumLength))
    }

    /// What `key` does to the line; `false` for a key that is not editing (Enter, Esc, arrows).
    mutating func handle(_ key: TerminalKey) -> Bool {
        switch key {
        case .character(let character):
            guard text.count < Self.maximumLength else { return true }
            text.append(character)
        case .backspace:
            if !text.isEmpty { text.removeLast() }
        case .control("u"):
            text = ""
        default:
            return false
        }
        return true
    }

    mutating func paste(_ pasted: String) {
        let line = pasted.map { $0.isNewline ? " " : $0 }
        text = String((text + String(line)).prefix(Self.maximumLength))
    }
}
