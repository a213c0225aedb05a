import DaybookComposition
import DaybookPostgres
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

/// Every duration read from outside has a range, checked where it is read: a value outside it
/// is a message that names the setting and the range, never a crash in a later conversion.
@Suite("Durations from flags, variables and the file are range-checked")
struct SecondsRangeTests {
    let english = Localizer(language: .english)
    let home = ["HOME": "/home/ada"]

    static let outside = ["1e300", "1e16", "-1", "inf", "nan", "86401"]

    @Test(arguments: [
        "DAYBOOK_HEADER_TIMEOUT", "DAYBOOK_BODY_TIMEOUT", "DAYBOOK_IDLE_TIMEOUT", "DAYBOOK_SHUTDOWN_TIMEOUT",
    ])
    func aServeTimeoutVariableOutsideItsRangeIsRefused(variable: String) throws {
        for value in Self.outside + ["0"] {
            #expect(
                shownFailure {
                    try ServeSettings.resolve(
                        flags: .init(), environment: SettingValues([variable: value]))
                } != nil, "\(value)")
        }
        let message = "\(variable) takes 0.001 to 86400 seconds, not “1e300”."
        #expect(
            shownFailure {
                try ServeSettings.resolve(
                    flags: .init(), environment: SettingValues([variable: "1e300"]))
            } == ErrorViewState(message: message, kind: .invalidInput))
        let longest = try ServeSettings.resolve(
            flags: .init(), environment: SettingValues([variable: "86400"]))
        #expect(longest.timeouts != ServeTimeouts(), "a day is allowed")
    }

    @Test func aServeTimeoutFlagOutsideItsRangeIsRefusedInTheReadersLanguage() throws {
        let flags: [(ServeSettings.Flags, String)] = [
            (.init(headerTimeout: 1e16), "--header-timeout"), (.init(bodyTimeout: 1e16), "--body-timeout"),
            (.init(idleTimeout: -.infinity), "--idle-timeout"), (.init(shutdownTimeout: .nan), "--shutdown-timeout"),
        ]
        for (flag, name) in flags {
            #expect(
                shownFailure {
                    try ServeSettings.resolve(flags: flag, environment: SettingValues([:]))
                } != nil, "\(name)")
        }
        #expect(
            shownFailure(in: .japanese) {
                try ServeSettings.resolve(flags: .init(headerTimeout: 1e16), environment: SettingValues([:]))
            }
                == ErrorViewState(
                    message: "--header-timeout には0.001〜86400秒を指定してください（「1e+16」は使えません）。", kind: .invalidInput))
    }

    @Test(arguments: [
        ("DAYBOOK_HTTP_TIMEOUT", "0 to 3600"), ("DAYBOOK_WEATHER_CACHE_SECONDS", "0 to 31536000"),
    ])
    func aWeatherDurationOutsideItsRangeIsRefused(variable: String, range: String) {
        for value in ["1e300", "-1", "inf", "nan", "1e16"] {
            let weather = DaybookConfiguration.resolve(
                environment: SettingValues(home.merging([variable: value]) { $1 })
            )
            .weather
            #expect(throws: SettingProblem.self, "\(value)") { try weather.get() }
        }
        let weather = DaybookConfiguration.resolve(environment: SettingValues(home.merging([variable: "1e300"]) { $1 }))
            .weather
        guard case .failure(let problem) = weather else {
            Issue.record("1e300 was accepted")
            return
        }
        #expect(problem.present(english).message == "\(variable) takes \(range) seconds, not “1e300”.")
    }

    @Test func aPostsDurationOutsideItsRangeIsRefused() {
        for variable in ["DAYBOOK_HTTP_TIMEOUT", "DAYBOOK_POSTS_CACHE_SECONDS"] {
            let posts = DaybookConfiguration.resolve(
                environment: SettingValues(home.merging([variable: "1e300"]) { $1 })
            )
            .posts
            #expect(throws: SettingProblem.self, "\(variable)") { try posts.get() }
        }
    }

    /// PostgreSQL takes its lock and statement timeouts (up to six times this one) in
    /// milliseconds below 2³¹: past an hour, Daybook refuses the value before connecting.
    @Test func theDatabaseTimeoutIsAMillisecondToAnHour() throws {
        func resolved(_ value: String) -> Result<PostgresLocation, SettingProblem>? {
            DaybookConfiguration.resolve(
                environment: SettingValues(
                    home.merging(["DAYBOOK_DATABASE_URL": "postgres://a@h/d", "DAYBOOK_DATABASE_TIMEOUT": value]) { $1 }
                )
            ).postgres
        }
        for value in ["1e6", "3601", "1e300", "0", "-1", "nan"] {
            #expect(throws: SettingProblem.self, "\(value)") { try resolved(value)?.get() }
        }
        #expect(try resolved("3600")?.get().operationTimeout == .seconds(3_600))
        guard case .failure(let problem) = resolved("1e6") else { return }
        #expect(problem.present(english).message == "DAYBOOK_DATABASE_TIMEOUT takes 0.001 to 3600 seconds, not “1e6”.")
    }

    @Test func aValueFromTheFileIsNamedByItsKey() throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("config.json")
        #expect(
            FileManager.default.createFile(
                atPath: path, contents: Data(#"{"database_url": "postgres://a@h/d", "database_timeout": 1e300}"#.utf8),
                attributes: [.posixPermissions: 0o600]))
        let values = SettingValues(environment: home, file: try ConfigurationFile.load(flag: path, environment: [:]))
        guard case .failure(let problem) = DaybookConfiguration.resolve(environment: values).postgres else {
            Issue.record("1e300 was accepted")
            return
        }
        #expect(problem.present(english).message.hasPrefix("database_timeout in \(path) takes 0.001 to 3600 seconds"))
    }
}
