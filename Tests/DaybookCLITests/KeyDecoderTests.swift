import Testing

@testable import DaybookCLI

@Suite("Decoding a terminal's input into keys, mouse events and pastes")
struct KeyDecoderTests {
    /// All the events `bytes` make, read in one piece and flushed after.
    static func events(_ bytes: [UInt8]) -> [TerminalEvent] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes) + decoder.flush()
    }

    static func events(_ text: String) -> [TerminalEvent] {
        events(Array(text.utf8))
    }

    static func keys(_ text: String) -> [TerminalEvent] {
        text.map { .key(.character($0)) }
    }

    // MARK: - Text

    @Test(arguments: ["q", "Hello, world", "牛乳を買う", "e\u{301}t\u{E9}", "👨‍👩‍👧‍👦🇯🇵", "~!@#$%^&*()_+{}|:\"<>?"])
    func printableTextIsOneKeyPerCharacter(text: String) {
        #expect(Self.events(text) == Self.keys(text))
    }

    @Test func aCharacterSplitAcrossReadsArrivesWhole() {
        let bytes = Array("あ日🎉".utf8)
        for split in 1..<bytes.count {
            var decoder = KeyDecoder()
            let first = decoder.decode(bytes[..<split])
            let second = decoder.decode(bytes[split...])
            #expect(first + second == Self.keys("あ日🎉"), "split at \(split)")
        }
    }

    @Test func everyByteAlone() {
        var decoder = KeyDecoder()
        var events: [TerminalEvent] = []
        for byte in Array("日本\u{1B}[A語\u{1B}[<0;3;4M".utf8) { events += decoder.decode([byte]) }
        #expect(
            events == [
                .key(.character("日")), .key(.character("本")), .key(.up), .key(.character("語")),
                .mouse(TerminalMouseEvent(action: .press, button: .left, row: 3, column: 2)),
            ])
        #expect(decoder.flushDelay == nil, "nothing left pending")
    }

    @Test(
        arguments: [
            [0xFF], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80],
            [0xC2, 0x9B], [0xE2, 0x80, 0xAE], [0xC3, 0x41],
        ] as [[UInt8]])
    func invalidUTF8AndC1ControlsAreSwallowed(bytes: [UInt8]) {
        // The byte after a broken sequence is decoded on its own ("A" after 0xC3).
        let events = Self.events(bytes)
        #expect(events.allSatisfy { $0 == .key(.character("A")) })
        #expect(events.count == (bytes.last == 0x41 ? 1 : 0))
    }

    @Test func anUnfinishedCharacterIsDroppedOnFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xE6, 0x97]).isEmpty)
        #expect(decoder.flushDelay == KeyDecoder.escapeDelay)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.decode(Array("a".utf8)) == [.key(.character("a"))])
    }

    // MARK: - Control keys

    @Test(
        arguments: [
            ([0x0D], TerminalKey.enter), ([0x0A], .enter), ([0x09], .tab), ([0x7F], .backspace), ([0x08], .backspace),
            ([0x03], .control("c")), ([0x04], .control("d")), ([0x0C], .control("l")), ([0x15], .control("u")),
            ([0x01], .control("a")), ([0x1A], .control("z")), ([0x17], .control("w")),
        ] as [([UInt8], TerminalKey)])
    func controlBytes(bytes: [UInt8], key: TerminalKey) {
        #expect(Self.events(bytes) == [.key(key)])
    }

    @Test func controlBytesWithoutAKeyAreSwallowed() {
        #expect(Self.events([0x00, 0x1C, 0x1D, 0x1E, 0x1F]).isEmpty)
    }

    // MARK: - Escape sequences

    @Test(
        arguments: [
            ("\u{1B}[A", TerminalKey.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
            ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
            ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
            ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
            ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab),
            ("\u{1B}[1;5A", .up), ("\u{1B}[1;2D", .left), ("\u{1B}[3;5~", .delete),
        ])
    func specialKeys(sequence: String, key: TerminalKey) {
        #expect(Self.events(sequence) == [.key(key)])
    }

    @Test func aSequenceSplitAcrossReadsArrivesWhole() {
        let bytes = Array("\u{1B}[6~".utf8)
        for split in 1..<bytes.count {
            var decoder = KeyDecoder()
            let first = decoder.decode(bytes[..<split])
            #expect(first.isEmpty)
            #expect(decoder.flushDelay == KeyDecoder.escapeDelay)
            #expect(decoder.decode(bytes[split...]) == [.key(.pageDown)], "split at \(split)")
        }
    }

    @Test func aLoneEscapeIsEscOnlyOnceNothingFollows() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.flushDelay == KeyDecoder.escapeDelay)
        #expect(decoder.flush() == [.key(.escape)])
        #expect(decoder.flushDelay == nil)
        #expect(decoder.flush().isEmpty)
    }

    @Test func escapeFollowedByAKeyIsEscThenTheKey() {
        #expect(Self.events("\u{1B}\u{1B}") == [.key(.escape), .key(.escape)])
        #expect(Self.events("\u{1B}q") == [.key(.escape), .key(.character("q"))])
        #expect(Self.events("\u{1B}\u{1B}[A") == [.key(.escape), .key(.up)])
    }

    @Test(
        arguments: [
            "\u{1B}[15~", "\u{1B}[2~", "\u{1B}OP", "\u{1B}[?1;2c", "\u{1B}[>0;95;0c", "\u{1B}[I", "\u{1B}[O",
            "\u{1B}[12;40R", "\u{1B}[99999999999999999999999~", "\u{1B}[<1;2M", "\u{1B}[<66;1;1M", "\u{1B}[<0;0;5M",
            "\u{1B}[<64;3;3m", "\u{1B}[<35;3;3M", "\u{1B}[M !!",
        ])
    func unknownSequencesAreSwallowedWhole(sequence: String) {
        #expect(Self.events(sequence + "x") == [.key(.character("x"))])
    }

    @Test func aSequenceCutShortIsDroppedAndWhatBrokeItDecoded() {
        #expect(Self.events("\u{1B}[1;\u{7F}") == [.key(.backspace)])
        #expect(Self.events("\u{1B}[1\u{1B}[B") == [.key(.down)])
        #expect(Self.events("\u{1B}O\u{0D}") == [.key(.enter)])
        #expect(Self.events("\u{1B}[").isEmpty, "an unfinished sequence is dropped on flush")
        #expect(Self.events("\u{1B}[12;3").isEmpty)
    }

    @Test func anEndlessSequenceIsDroppedWithoutWaitingForever() {
        var decoder = KeyDecoder()
        let junk = Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 500)
        #expect(decoder.decode(junk).isEmpty)
        #expect(decoder.decode(Array("111~z".utf8)) == [.key(.character("z"))], "its rest too, up to its end")
        #expect(decoder.decode(junk + Array("\u{1B}[A".utf8)) == [.key(.up)], "or up to the next sequence")
    }

    // MARK: - Mouse

    @Test(
        arguments: [
            ("\u{1B}[<0;1;1M", TerminalMouseEvent(action: .press, button: .left, row: 0, column: 0)),
            ("\u{1B}[<0;10;5m", TerminalMouseEvent(action: .release, button: .left, row: 4, column: 9)),
            ("\u{1B}[<1;80;24M", TerminalMouseEvent(action: .press, button: .middle, row: 23, column: 79)),
            ("\u{1B}[<2;3;4M", TerminalMouseEvent(action: .press, button: .right, row: 3, column: 2)),
            ("\u{1B}[<64;5;6M", TerminalMouseEvent(action: .press, button: .wheelUp, row: 5, column: 4)),
            ("\u{1B}[<65;5;6M", TerminalMouseEvent(action: .press, button: .wheelDown, row: 5, column: 4)),
            ("\u{1B}[<32;7;8M", TerminalMouseEvent(action: .drag, button: .left, row: 7, column: 6)),
            ("\u{1B}[<16;300;200M", TerminalMouseEvent(action: .press, button: .left, row: 199, column: 299)),
        ])
    func sgrMouse(sequence: String, event: TerminalMouseEvent) {
        #expect(Self.events(sequence) == [.mouse(event)])
    }

    // MARK: - Bracketed paste

    @Test func aPasteIsOneEventWithItsLineBreaksAsText() {
        let paste = "\u{1B}[200~first line\r\nsecond\rthird\n\t日本語\u{1B}[201~"
        #expect(
            Self.events("a" + paste + "b") == [
                .key(.character("a")), .paste("first line\nsecond\nthird\n\t日本語"), .key(.character("b")),
            ])
    }

    @Test func aPasteLosesItsControlCharactersButNotItsText() {
        #expect(Self.events("\u{1B}[200~red\u{1B}[31m\u{7}\u{9B}text\u{1B}[201~") == [.paste("red[31mtext")])
    }

    @Test func aPasteAcrossReadsEndMarkerSplitToo() {
        let bytes = Array("\u{1B}[200~ab日本\u{1B}[201~".utf8)
        for split in 1..<bytes.count {
            var decoder = KeyDecoder()
            let events = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...])
            #expect(events == [.paste("ab日本")], "split at \(split)")
        }
    }

    @Test func aPasteWhoseEndNeverComesEndsAfterAWhile() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~lost end\u{1B}[20".utf8)).isEmpty)
        #expect(decoder.flushDelay == KeyDecoder.pasteDelay)
        #expect(decoder.flush() == [.paste("lost end[20")])
        #expect(decoder.decode(Array("x".utf8)) == [.key(.character("x"))])
    }

    @Test func aHugePasteIsCutToTheLimit() {
        var decoder = KeyDecoder()
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 64 * 1024)
        var events = decoder.decode(Array("\u{1B}[200~".utf8))
        for _ in 0..<20 { events += decoder.decode(chunk) }
        events += decoder.decode(Array("\u{1B}[201~".utf8))
        guard case .paste(let text) = events.first else {
            Issue.record("no paste: \(events.prefix(3))")
            return
        }
        #expect(events.count == 1)
        #expect(text.utf8.count == KeyDecoder.maximumPasteLength)
    }
}
