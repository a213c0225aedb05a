import DaybookTestSupport
import Foundation
import Testing

/// `daybook app` end to end, in a real terminal (tmux): the tabs, search as you type against the
/// local fixture server, every todo intent, a todo added from outside appearing by itself, a
/// resize, and the terminal given back as it was.
@Suite("daybook app: the full-screen terminal app in a real terminal", .serialized)
struct TerminalAppTests {
    static var routes: [String: FixtureServer.Reply] {
        WeatherCommandTests.openMeteoRoutes.merging(FixtureRoutes.jsonPlaceholder) { $1 }
    }

    /// The app in a terminal, over a database the test also writes to with `daybook todo`.
    func open(
        language: String = "en", arguments: String = "", columns: Int = 100, rows: Int = 30,
        database: [String: String]? = nil, environment: [String: String] = [:],
        routes: [String: FixtureServer.Reply] = Self.routes, before: (DaybookProcess) async throws -> Void = { _ in }
    ) async throws -> (TmuxTerminal, DaybookProcess, FixtureServer) {
        let server = try FixtureServer(routes: routes)
        let base = try await server.start()
        var daybook = DaybookProcess(environment: [
            "DAYBOOK_OPENMETEO_GEOCODING_URL": base.absoluteString,
            "DAYBOOK_OPENMETEO_FORECAST_URL": base.absoluteString, "DAYBOOK_POSTS_URL": base.absoluteString,
            "DAYBOOK_WEATHER_PROVIDER": "open-meteo", "DAYBOOK_LANG": language,
        ])
        daybook.environment.merge(
            database ?? ["DAYBOOK_DATABASE": daybook.home.appendingPathComponent("db.sqlite").path]
        ) { $1 }
        daybook.environment.merge(environment) { $1 }
        try await before(daybook)
        let variables = daybook.environment.sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)'" }
        let binary = try DaybookProcess.binary().path
        let terminal = try await TmuxTerminal(
            command: "env -i \(variables.joined(separator: " ")) \(binary) app \(arguments)", columns: columns,
            rows: rows)
        return (terminal, daybook, server)
    }

    @Test func everyTabAndEveryTodoIntentWorkAndTheTerminalIsGivenBack() async throws {
        let (terminal, daybook, server) = try await open()
        defer { daybook.cleanUp() }
        _ = try await daybook.run("todo", "add", "Buy milk")
        do {
            try await terminal.waitFor("1 Dashboard  2 Weather  3 Todos  4 Posts  5 Profile")
            #expect(try await terminal.alternateScreenIsOn())

            // Weather: / opens the field; the card comes as the city is typed, no Enter.
            try await terminal.press("2")
            try await terminal.waitFor("Press / to type one.")
            try await terminal.press("/")
            try await terminal.waitFor("City:")
            try await terminal.type("Tokyo")
            try await terminal.waitFor("29.8℃")
            try await terminal.waitFor("Tokyo, JP")
            try await terminal.press("Escape")

            // Todos: add, toggle, rename, delete and undo.
            try await terminal.press("3")
            try await terminal.waitFor("[ ] Buy milk")
            try await terminal.press("a")
            try await terminal.type("Walk the dog")
            try await terminal.press("Enter")
            try await terminal.waitFor("[ ] Walk the dog")
            try await terminal.waitFor("Total 2 · open 2 · done 0")
            try await terminal.press("Space")
            try await terminal.waitFor("[✓] Buy milk")
            try await terminal.waitFor("Total 2 · open 1 · done 1")
            try await terminal.press("e", "C-u")
            try await terminal.type("Buy oat milk")
            try await terminal.press("Enter")
            try await terminal.waitFor("[✓] Buy oat milk")
            try await terminal.press("d")
            try await terminal.waitFor("the todo gone, with its undo") { screen in
                !screen.contains { $0.contains("Buy oat milk") && $0.contains("[") }
                    && screen.contains { $0.contains("u to undo") }
            }
            try await terminal.press("u")
            try await terminal.waitFor("[✓] Buy oat milk")
            try await terminal.waitFor("Restored “Buy oat milk”.")

            // Search as you type: the rows narrow without Enter.
            try await terminal.press("/")
            try await terminal.type("walk dog")
            try await terminal.waitFor("only the matching row") { screen in
                screen.contains { $0.contains("[ ] Walk the dog") }
                    && !screen.contains { $0.contains("Buy oat milk") && $0.contains("[") }
            }
            try await terminal.press("Escape", "Escape")
            try await terminal.waitFor("[✓] Buy oat milk")

            // A todo added by another process appears without a key press.
            let added = try await daybook.run("todo", "add", "Added from outside")
            #expect(added.status == 0, "\(added.stderr)")
            try await terminal.waitFor("[ ] Added from outside")
            try await terminal.waitFor("Total 3 · open 2 · done 1")

            // A todo's own screen, and back.
            try await terminal.press("Enter")
            try await terminal.waitFor("Title: Buy oat milk")
            try await terminal.press("Escape")
            try await terminal.waitFor("Total 3 · open 2 · done 1")

            // Posts, and a post.
            try await terminal.press("4")
            try await terminal.waitFor("Page 1 of 5")
            try await terminal.press("Enter")
            try await terminal.waitFor("Leanne Graham")
            try await terminal.press("Escape")
            try await terminal.waitFor("Page 1 of 5")

            // Profile: the guides' alert for a name too short, then a registration.
            try await terminal.press("5")
            try await terminal.waitFor("[ Register ]")
            try await terminal.press("Enter")
            try await terminal.type("A")
            try await terminal.press("Enter", "Down", "Enter")
            try await terminal.waitFor("Use 2 to 10 characters for the name")
            // OK on the name's alert clears the name, as guide 001's does.
            try await terminal.press("Escape")
            try await terminal.waitFor("0/10")
            try await terminal.press("Up", "Up", "Enter", "C-u")
            try await terminal.type("Hanako")
            try await terminal.press("Enter", "Right", "Right", "Down", "Enter")
            try await terminal.waitFor("Your profile has been saved")
            try await terminal.press("Escape")
            try await terminal.waitFor("Name: Hanako")

            // Too small a terminal is told so; back to its size, the app again.
            try await terminal.resize(columns: 30, rows: 8)
            try await terminal.waitFor("too small")
            try await terminal.resize(columns: 100, rows: 30)
            try await terminal.waitFor("1 Dashboard")

            // q gives the terminal back: the shell's screen, echo and line editing on.
            try await terminal.press("q")
            let after = try await Self.waitForExit(terminal, status: 0)
            #expect(!(try await terminal.alternateScreenIsOn()))
            #expect(!after.contains { $0.contains("1 Dashboard") })
            let settings = after.joined(separator: " ")
            #expect(settings.contains(" echo ") && settings.contains(" icanon ") && !settings.contains("-echo "))
        } catch {
            Issue.record(error)
        }
        await terminal.close()
        await server.stop()
    }

    @Test func japaneseTabsAndCtrlCGiveTheTerminalBack() async throws {
        let (terminal, daybook, server) = try await open(language: "ja", arguments: "--city Tokyo")
        defer { daybook.cleanUp() }
        do {
            try await terminal.waitFor("1 ダッシュボード  2 天気  3 TODO  4 投稿  5 プロフィール")
            try await terminal.waitFor("Tokyo, JP")
            try await terminal.press("Tab", "Tab")
            try await terminal.waitFor("タスクがありません。a で追加できます。")
            try await terminal.press("C-c")
            try await terminal.waitFor("exited 0")
            #expect(!(try await terminal.alternateScreenIsOn()))
        } catch {
            Issue.record(error)
        }
        await terminal.close()
        await server.stop()
    }

    /// A signal another process sends that ends the app, and how the shell then reports its status.
    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        /// `kill`, a shutdown, a service manager stopping it.
        case terminated
        /// Standing for a crash: what `abort()`, a failed precondition in C code or the runtime's
        /// fatal error handling raise, and what `kill -ABRT` sends for a core dump. (A Swift trap
        /// raises SIGILL or SIGTRAP, which the restorer handles the same way.)
        case aborted
        /// `kill -QUIT` (Ctrl-\ in a terminal not in raw mode): Swift's crash reporter takes it too.
        case quit

        var signal: Int32 {
            switch self {
            case .terminated: SIGTERM
            case .aborted: SIGABRT
            case .quit: SIGQUIT
            }
        }
        /// The process dies by the signal, which a shell reports as 128 plus its number: 143 for
        /// SIGTERM, as every program killed by it; 134 for SIGABRT, 131 for SIGQUIT.
        var status: Int32 { 128 + signal }
        var testDescription: String { "\(rawValue) (signal \(signal))" }
    }

    @Test(arguments: Ending.allCases)
    func aSignalThatEndsTheAppGivesTheTerminalBack(ending: Ending) async throws {
        // Swift's crash reporter, to which the restorer hands SIGABRT and SIGQUIT on, prints its
        // backtrace on the restored screen and then, on a terminal, waits up to 30 s for a key:
        // told not to, as where nobody is there to press one.
        let (terminal, daybook, server) = try await open(environment: ["SWIFT_BACKTRACE": "interactive=no"])
        defer { daybook.cleanUp() }
        do {
            try await terminal.waitFor("1 Dashboard  2 Weather  3 Todos  4 Posts  5 Profile")
            #expect(try await terminal.alternateScreenIsOn())
            let pid = try await terminal.childProcess(named: "daybook")
            #expect(kill(pid, ending.signal) == 0)
            // The shell's report: the process died by the signal, after putting the terminal back.
            let after = try await Self.waitForExit(terminal, status: ending.status)
            #expect(!(try await terminal.alternateScreenIsOn()))
            #expect(!after.contains { $0.contains("1 Dashboard") })
            let settings = after.joined(separator: " ")
            #expect(
                settings.contains(" echo ") && settings.contains(" icanon ") && !settings.contains("-echo ")
                    && !settings.contains("-icanon"), "\(after.joined(separator: "\n"))")
        } catch {
            Issue.record(error)
        }
        await terminal.close()
        await server.stop()
    }

    /// On PostgreSQL the app hears other processes' writes through LISTEN/NOTIFY.
    @Test(.enabled(if: PostgresTestServer.isAvailable, "DAYBOOK_TEST_POSTGRES_URL is not set"))
    func onPostgreSQLATodoAddedByAnotherProcessAppearsByItself() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        let (terminal, daybook, server) = try await open(
            arguments: "--city Tokyo", database: ["DAYBOOK_DATABASE_URL": url, "DAYBOOK_DATABASE_TIMEOUT": "60"])
        defer { daybook.cleanUp() }
        do {
            try await terminal.press("3")
            try await terminal.waitFor("No todos yet")
            let added = try await daybook.run("todo", "add", "Written on PostgreSQL")
            #expect(added.status == 0, "\(added.stderr)")
            try await terminal.waitFor("[ ] Written on PostgreSQL")
            try await terminal.press("1")
            try await terminal.waitFor("Total 1 · open 1 · done 0")
            let done = try await daybook.run("todo", "add", "And another")
            #expect(done.status == 0, "\(done.stderr)")
            try await terminal.waitFor("Total 2 · open 2 · done 0")
            try await terminal.press("q")
            try await terminal.waitFor("exited 0")
        } catch {
            Issue.record(error)
        }
        await terminal.close()
        await server.stop()
    }

    /// Waits until the shell has reported the app's exit status and printed the terminal's
    /// settings after it (`stty -a`, whose local modes name `icanon` on or off): the screen to
    /// check them on. Bounded for a loaded machine (Swift's crash report takes seconds to make).
    static func waitForExit(_ terminal: TmuxTerminal, status: Int32) async throws -> [String] {
        try await terminal.waitFor("exit status \(status) and the terminal's settings") {
            screen in
            screen.contains { $0.contains("exited \(status)") } && screen.contains { $0.contains("icanon") }
        }
    }

    @Test func withoutATerminalDaybookPrintsItsHelpAndTheAppSaysWhatItNeeds() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let help = try await daybook.run([])
        #expect(help.status == 0 && help.stdout.contains("USAGE: daybook"))
        let app = try await daybook.run("app")
        #expect(app.status == 64)
        #expect(app.stderr.contains("daybook app needs a terminal"))
    }
}
