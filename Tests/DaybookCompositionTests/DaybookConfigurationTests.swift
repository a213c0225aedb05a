import DaybookComposition
import DaybookPresentation
import Testing

@Suite("Configuration: flag over DAYBOOK_ variable over default")
struct DaybookConfigurationTests {
    let home = ["HOME": "/home/ada"]

    @Test func defaultsNeedNothingSet() {
        let configuration = DaybookConfiguration.resolve(environment: home)
        #expect(configuration.databasePath == "/home/ada/.local/share/daybook/daybook.sqlite")
        #expect(configuration.language == .english)
        #expect(configuration.logLevel == .critical)
    }

    @Test func xdgDataHomeIsHonouredWhenAbsolute() {
        let absolute = DaybookConfiguration.resolve(environment: home.merging(["XDG_DATA_HOME": "/data"]) { $1 })
        #expect(absolute.databasePath == "/data/daybook/daybook.sqlite")
        let relative = DaybookConfiguration.resolve(environment: home.merging(["XDG_DATA_HOME": "data"]) { $1 })
        #expect(relative.databasePath == "/home/ada/.local/share/daybook/daybook.sqlite")
    }

    @Test func environmentOverridesDefaultsAndFlagsOverrideBoth() {
        let environment = home.merging([
            "DAYBOOK_DATABASE": "/env.sqlite", "DAYBOOK_LANG": "ja", "DAYBOOK_LOG_LEVEL": "INFO", "LANG": "en_US.UTF-8",
        ]) { $1 }
        let fromEnvironment = DaybookConfiguration.resolve(environment: environment)
        #expect(fromEnvironment.databasePath == "/env.sqlite")
        #expect(fromEnvironment.language == .japanese)
        #expect(fromEnvironment.logLevel == .info)

        let fromFlags = DaybookConfiguration.resolve(
            flags: .init(databasePath: "/flag.sqlite", language: .english, verbose: true),
            environment: environment
        )
        #expect(fromFlags.databasePath == "/flag.sqlite")
        #expect(fromFlags.language == .english)
        #expect(fromFlags.logLevel == .debug)
    }

    @Test func languageFallsBackToTheLocale() {
        let configuration = DaybookConfiguration.resolve(environment: home.merging(["LANG": "ja_JP.UTF-8"]) { $1 })
        #expect(configuration.language == .japanese)
    }

    @Test func emptyVariablesCountAsUnset() {
        let configuration = DaybookConfiguration.resolve(
            environment: home.merging(["DAYBOOK_DATABASE": "", "DAYBOOK_LANG": ""]) { $1 }
        )
        #expect(configuration.databasePath == "/home/ada/.local/share/daybook/daybook.sqlite")
        #expect(configuration.language == .english)
    }

    @Test func anUnusableProxyFailsTheRemoteFeaturesByNameWithoutItsPassword() throws {
        let configuration = DaybookConfiguration.resolve(environment: [
            "https_proxy": "https://me:s3cret@proxy.lan:3128"
        ])
        let problem = #expect(throws: SettingProblem.self) { try configuration.proxies.get() }
        #expect(problem == .unusableProxy(name: "https_proxy"))
        let message = problem?.present(Localizer(language: .english)).message
        #expect(
            message
                == "https_proxy does not name a proxy Daybook can use: write it as http://host:port or socks5://host:port."
        )
        #expect(message?.contains("s3cret") == false)
    }

    @Test func theServerLogsAtInfoAndCommandsStayQuietUnlessAsked() {
        #expect(DaybookConfiguration.resolve(environment: home).logLevel == .critical)
        var serve = DaybookConfiguration.Flags()
        serve.defaultLogLevel = .info
        #expect(DaybookConfiguration.resolve(flags: serve, environment: home).logLevel == .info)
        let asked = home.merging(["DAYBOOK_LOG_LEVEL": "warning"]) { $1 }
        #expect(DaybookConfiguration.resolve(flags: serve, environment: asked).logLevel == .warning)
        serve.verbose = true
        #expect(DaybookConfiguration.resolve(flags: serve, environment: asked).logLevel == .debug)
    }

    @Test func theLogFormatIsAFlagOverAVariableOverText() {
        #expect(DaybookConfiguration.resolve(environment: home).logFormat == .success(.text))
        let json = home.merging(["DAYBOOK_LOG_FORMAT": "JSON"]) { $1 }
        #expect(DaybookConfiguration.resolve(environment: json).logFormat == .success(.json))
        var flags = DaybookConfiguration.Flags()
        flags.logFormat = .text
        #expect(DaybookConfiguration.resolve(flags: flags, environment: json).logFormat == .success(.text))
        let bad = home.merging(["DAYBOOK_LOG_FORMAT": "xml"]) { $1 }
        #expect(
            DaybookConfiguration.resolve(environment: bad).logFormat
                == .failure(.unusable(name: "DAYBOOK_LOG_FORMAT", value: "xml")))
    }
}
