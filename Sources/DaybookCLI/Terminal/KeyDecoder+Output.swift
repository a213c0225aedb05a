extension KeyDecoder {
    /// The events of one call, with printable text gathered so that a character of several
    /// scalars (`e` and a combining accent, a flag) arrives as one key.
    struct Output {
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
