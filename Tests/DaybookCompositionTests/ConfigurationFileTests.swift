import DaybookComposition
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

@Suite("The configuration file: flags over variables over the file over defaults")
struct ConfigurationFileTests {
    let folder = TemporaryDirectory()
    let english = Localizer(language: .english)

    /// Writes `json` as the file, with `permissions`, and reads it.
    func file(_ json: String, permissions: Int = 0o600) throws(SettingProblem) -> ConfigurationFile? {
        let path = folder.path("config.json")
        #expect(
            FileManager.default.createFile(
                atPath: path, contents: Data(json.utf8), attributes: [.posixPermissions: permissions]))
        return try ConfigurationFile.load(flag: path, environment: [:])
    }

    func values(_ json: String, environment: [String: String] = ["HOME": "/home/ada"]) throws -> SettingValues {
        SettingValues(environment: environment, file: try file(json))
    }

    @Test func theFileSetsWhatNothingAboveItDoes() throws {
        let values = try values(
            #"{"port": 9000, "allow_origins": ["https://a.example", "https://b.example"], "header_timeout": 2.5, "#
                + #""database_pool_size": 5, "database_url": "postgres://u:p@db:5432/d", "log_format": "json"}"#)
        let serve = try ServeSettings.resolve(flags: .init(), environment: values)
        #expect(serve.port == 9000)
        #expect(serve.allowedOrigins == .only(["https://a.example", "https://b.example"]))
        #expect(serve.timeouts.header == .milliseconds(2500))
        let configuration = DaybookConfiguration.resolve(environment: values)
        #expect(try configuration.postgres?.get().poolSize == 5)
        #expect(try configuration.logFormat.get() == .json)
    }

    @Test func aVariableBeatsTheFileAndAFlagBeatsBoth() throws {
        let values = try values(
            #"{"port": 9000, "host": "127.0.0.2"}"#, environment: ["HOME": "/home/ada", "DAYBOOK_PORT": "9001"])
        let fromVariable = try ServeSettings.resolve(flags: .init(), environment: values)
        #expect((fromVariable.host, fromVariable.port) == ("127.0.0.2", 9001))
        let fromFlag = try ServeSettings.resolve(flags: .init(port: 9002), environment: values)
        #expect(fromFlag.port == 9002)
    }

    @Test func aBadValueInTheFileIsNamedByItsKeyAndFileNeverReplaced() throws {
        let path = folder.path("config.json")
        let weather = DaybookConfiguration.resolve(environment: try values(#"{"http_timeout": "soon"}"#)).weather
        #expect(throws: SettingProblem.unusable(name: "http_timeout in \(path)", value: "soon")) { try weather.get() }
        #expect(
            shownFailure {
                try ServeSettings.resolve(flags: .init(), environment: try values(#"{"port": "http"}"#))
            }
                == ErrorViewState(
                    message: "port in \(path) has a value Daybook cannot use: “http”.", kind: .invalidInput))
        // A good variable over a bad key: the variable is used, and named if it is bad itself.
        let overridden = try values(#"{"port": "http"}"#, environment: ["DAYBOOK_PORT": "80a"])
        #expect(
            shownFailure {
                try ServeSettings.resolve(flags: .init(), environment: overridden)
            } == ErrorViewState(message: "DAYBOOK_PORT has a value Daybook cannot use: “80a”.", kind: .invalidInput))
    }

    @Test func whatIsNotASettingOrNotAValueIsRefusedWhenTheFileIsRead() throws {
        let path = folder.path("config.json")
        #expect(throws: SettingProblem.unknownConfigurationKey(key: "prot", path: path)) { try file(#"{"prot": 1}"#) }
        #expect(throws: SettingProblem.unusable(name: "port in \(path)", value: "true")) {
            try file(#"{"port": true}"#)
        }
        #expect(throws: SettingProblem.unusable(name: "host in \(path)", value: "null")) {
            try file(#"{"host": null}"#)
        }
        #expect(throws: SettingProblem.unreadableConfiguration(path: path)) { try file(#"["port", 8080]"#) }
        #expect(throws: SettingProblem.unreadableConfiguration(path: path)) { try file("port = 8080") }
        #expect(throws: SettingProblem.unusable(name: "lang in \(path)", value: "klingon")) {
            try file(#"{"lang": "klingon"}"#)
        }
        #expect(throws: SettingProblem.unusable(name: "log_level in \(path)", value: "loud")) {
            try file(#"{"log_level": "loud"}"#)
        }
    }

    @Test func aSecretInAFileOthersMayReadIsRefused() throws {
        let path = folder.path("config.json")
        #expect(throws: SettingProblem.exposedSecret(key: "password", path: path)) {
            try file(#"{"password": "correct horse", "port": 1}"#, permissions: 0o644)
        }
        #expect(try file(#"{"password": "correct horse"}"#, permissions: 0o600) != nil)
        #expect(try file(#"{"port": 1}"#, permissions: 0o644) != nil, "no secret, no need to hide it")
        let message = SettingProblem.exposedSecret(key: "password", path: path).present(english).message
        #expect(message.contains("chmod 600 \(path)") && !message.contains("correct horse"))
    }

    @Test func theDefaultFileIsOptionalAndANamedOneIsNot() throws {
        let xdg = folder.path("xdg")
        #expect(try ConfigurationFile.load(flag: nil, environment: ["XDG_CONFIG_HOME": xdg]) == nil)
        try FileManager.default.createDirectory(atPath: xdg + "/daybook", withIntermediateDirectories: true)
        #expect(
            FileManager.default.createFile(atPath: xdg + "/daybook/config.json", contents: Data(#"{"port": 1}"#.utf8)))
        #expect(
            try ConfigurationFile.load(flag: nil, environment: ["XDG_CONFIG_HOME": xdg])?.path == xdg
                + "/daybook/config.json")
        let home = folder.path("home")
        #expect(try ConfigurationFile.load(flag: nil, environment: ["HOME": home]) == nil)
        let missing = folder.path("nowhere.json")
        #expect(throws: SettingProblem.missingConfiguration(path: missing)) {
            try ConfigurationFile.load(flag: missing, environment: [:])
        }
        #expect(throws: SettingProblem.missingConfiguration(path: missing)) {
            try ConfigurationFile.load(flag: nil, environment: ["DAYBOOK_CONFIG": missing])
        }
    }
}
