import Foundation
import Testing

@testable import DaybookCLI

/// One session holds the process's terminal state (its signal handlers, the restore bytes), so
/// these run one at a time.
@Suite("A terminal session on a pseudo-terminal", .serialized)
struct TerminalSessionTests {
    /// The next `count` events, or those that came within `timeout`; and whether the stream ended.
    static func events(
        _ count: Int, of session: TerminalSession, timeout: Duration = .seconds(10)
    ) async -> (events: [TerminalEvent], ended: Bool) {
        await withTaskGroup(of: ([TerminalEvent], Bool)?.self) { group in
            group.addTask {
                var events: [TerminalEvent] = []
                for await event in session.events {
                    events.append(event)
                    if events.count == count { return (events, false) }
                }
                return (events, true)
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first ?? ([], false)
        }
    }

    static func settings(of descriptor: Int32) -> termios {
        var settings = termios()
        tcgetattr(descriptor, &settings)
        return settings
    }

    static func same(_ left: termios, _ right: termios) -> Bool {
        withUnsafeBytes(of: left) { left in withUnsafeBytes(of: right) { right in left.elementsEqual(right) } }
    }

    /// A terminal as a shell leaves it: line editing, echo, signals from keys.
    static func cookedTerminal() throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(columns: 100)
        let descriptor = terminal.follower.fileDescriptor
        var cooked = settings(of: descriptor)
        cooked.c_lflag |= tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        cooked.c_iflag |= tcflag_t(ICRNL)
        cooked.c_oflag |= tcflag_t(OPOST | ONLCR)
        tcsetattr(descriptor, TCSANOW, &cooked)
        return terminal
    }

    @Test func startsRawInTheAlternateScreenAndRestoresExactly() async throws {
        let terminal = try Self.cookedTerminal()
        let descriptor = terminal.follower.fileDescriptor
        let before = Self.settings(of: descriptor)
        let modes = TerminalModes(mouse: true, bracketedPaste: true)
        let session = try TerminalSession(input: descriptor, output: descriptor, modes: modes)

        #expect(await terminal.nextOutput(count: modes.enterSequence.utf8.count) == modes.enterSequence)
        let raw = Self.settings(of: descriptor)
        #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0, "no line editing, echo or signals")
        #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0 && raw.c_oflag & tcflag_t(OPOST) == 0)
        #expect(session.size == TerminalSize(rows: 24, columns: 100))

        session.write("frame 日本")
        #expect(await terminal.nextOutput(count: "frame 日本".utf8.count) == "frame 日本")

        session.restore()
        #expect(await terminal.nextOutput(count: modes.restoreSequence.utf8.count) == modes.restoreSequence)
        #expect(Self.same(Self.settings(of: descriptor), before), "the settings the session found, exactly")
        let rest = await Self.events(1, of: session)
        #expect(rest.ended && rest.events.isEmpty, "the events end with the session")

        session.restore()
        #expect(
            await terminal.nextOutput(count: 1, timeout: .milliseconds(100)) == "", "a second restore writes nothing")
    }

    @Test func keysPastesAndResizesArriveAsEvents() async throws {
        let terminal = try Self.cookedTerminal()
        let descriptor = terminal.follower.fileDescriptor
        let session = try TerminalSession(input: descriptor, output: descriptor)
        defer { session.restore() }

        terminal.send("q日\u{1B}[A\u{3}\u{1B}[200~two\nlines\u{1B}[201~")
        #expect(
            await Self.events(5, of: session).events == [
                .key(.character("q")), .key(.character("日")), .key(.up), .key(.control("c")), .paste("two\nlines"),
            ])

        terminal.send("\u{1B}")
        #expect(await Self.events(1, of: session).events == [.key(.escape)], "Esc, once nothing followed it")

        try terminal.resize(rows: 30, columns: 120)
        // To the process, as the terminal sends it: a thread of the task pool blocks signals.
        kill(getpid(), SIGWINCH)
        #expect(await Self.events(1, of: session).events == [.resize(TerminalSize(rows: 30, columns: 120))])
        #expect(session.size == TerminalSize(rows: 30, columns: 120))
    }

    @Test func oneSessionAtATimeAndAnotherOnceItIsRestored() async throws {
        let first = try Self.cookedTerminal()
        let second = try Self.cookedTerminal()
        let session = try TerminalSession(
            input: first.follower.fileDescriptor, output: first.follower.fileDescriptor)
        #expect(throws: TerminalSession.Failure.alreadyActive) {
            try TerminalSession(input: second.follower.fileDescriptor, output: second.follower.fileDescriptor)
        }
        session.restore()
        let next = try TerminalSession(input: second.follower.fileDescriptor, output: second.follower.fileDescriptor)
        second.send("x")
        #expect(await Self.events(1, of: next).events == [.key(.character("x"))])
        next.restore()
    }

    @Test func withoutATerminalThereIsNoSession() throws {
        let pipe = Pipe()
        let descriptor = pipe.fileHandleForReading.fileDescriptor
        #expect(throws: TerminalSession.Failure.notATerminal) {
            try TerminalSession(input: descriptor, output: pipe.fileHandleForWriting.fileDescriptor)
        }
    }

    @Test func theModesSequencesAreExactAndRestoreUndoesWhatEnterDid() {
        let all = TerminalModes(mouse: true, bracketedPaste: true)
        #expect(all.enterSequence == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h")
        #expect(all.restoreSequence == "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        let plain = TerminalModes(mouse: false, bracketedPaste: false)
        #expect(plain.enterSequence == "\u{1B}[?1049h\u{1B}[?25l")
        #expect(plain.restoreSequence == "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        #expect(TerminalModes().restoreSequence.utf8.count < 128, "fits the restorer's buffer")
    }
}
