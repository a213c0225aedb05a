import DaybookComposition
import DaybookPresentation
import Testing

@Suite("Configuration: flag over DAYBOOK_ variable over default")
struct DaybookConfigurationTests {
    let home = ["HOME": "/home/ada"]

    @Test func defaultsNeedNothingSet() throws {
        let configuration = try DaybookConfiguration.resolve(environment: home)
        #expect(configuration.databasePath == "/home/ada/.local/share/daybook/daybook.sqlite")
        #expect(configuration.language == .english)
        #expect(configuration.logLevel == .critical)
    }

    @Test func xdgDataHomeIsHonouredWhenAbsolute() throws {
        let absolute = try DaybookConfiguration.resolve(environment: home.merging(["XDG_DATA_HOME": "/data"]) { $1 })
        #expect(absolute.databasePath == "/data/daybook/daybook.sqlite")
        let relative = try DaybookConfiguration.resolve(environment: home.merging(["XDG_DATA_HOME": "data"]) { $1 })
        #expect(relative.databasePath == "/home/ada/.local/share/daybook/daybook.sqlite")
    }

    @Test func environmentOverridesDefaultsAndFlagsOverrideBoth() throws {
        let environment = home.merging([
            "DAYBOOK_DATABASE": "/env.sqlite", "DAYBOOK_LANG": "ja", "DAYBOOK_LOG_LEVEL": "INFO", "LANG": "en_US.UTF-8",
        ]) { $1 }
        let fromEnvironment = try DaybookConfiguration.resolve(environment: environment)
        #expect(fromEnvironment.databasePath == "/env.sqlite")
        #expect(fromEnvironment.language == .japanese)
        #expect(fromEnvironment.logLevel == .info)

        let fromFlags = try DaybookConfiguration.resolve(
            flags: .init(databasePath: "/flag.sqlite", language: .english, verbose: true),
            environment: environment
        )
        #expect(fromFlags.databasePath == "/flag.sqlite")
        #expect(fromFlags.language == .english)
        #expect(fromFlags.logLevel == .debug)
    }

    @Test func languageFallsBackToTheLocale() throws {
        let configuration = try DaybookConfiguration.resolve(environment: home.merging(["LANG": "ja_JP.UTF-8"]) { $1 })
        #expect(configuration.language == .japanese)
    }

    @Test func emptyVariablesCountAsUnset() throws {
        let configuration = try DaybookConfiguration.resolve(
            environment: home.merging(["DAYBOOK_DATABASE": "", "DAYBOOK_LANG": ""]) { $1 }
        )
        #expect(configuration.databasePath == "/home/ada/.local/share/daybook/daybook.sqlite")
        #expect(configuration.language == .english)
    }
}
