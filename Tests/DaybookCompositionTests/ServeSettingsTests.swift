import DaybookComposition
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

@Suite("How daybook serve listens and whom it answers")
struct ServeSettingsTests {

    func resolve(_ flags: ServeSettings.Flags = .init(), _ environment: [String: String] = [:]) throws(SettingProblem)
        -> ServeSettings
    {
        try ServeSettings.resolve(flags: flags, environment: environment)
    }

    @Test func defaultsAreSafeOnTheirOwn() throws {
        let settings = try resolve()
        #expect(settings == ServeSettings(host: "127.0.0.1", port: 8080))
        #expect(settings.allowedOrigins == .sameOrigin && settings.publicURL == nil && settings.password == nil)
        #expect(settings.timeouts == ServeTimeouts(header: .seconds(10), body: .seconds(30), idle: .seconds(60)))
        #expect(settings.maximumConnections == 1000)
        #expect(!settings.needsPassword)
    }

    @Test func flagsBeatTheEnvironment() throws {
        let environment = [
            "DAYBOOK_HOST": "0.0.0.0", "DAYBOOK_PORT": "9000", "DAYBOOK_PUBLIC_URL": "https://a.example",
            "DAYBOOK_ALLOW_ORIGINS": "https://x.example, https://y.example:8443", "DAYBOOK_HEADER_TIMEOUT": "2.5",
            "DAYBOOK_MAX_CONNECTIONS": "50",
        ]
        let fromEnvironment = try resolve(.init(), environment)
        #expect((fromEnvironment.host, fromEnvironment.port) == ("0.0.0.0", 9000))
        #expect(fromEnvironment.publicURL?.absoluteString == "https://a.example")
        #expect(fromEnvironment.allowedOrigins == .only(["https://x.example", "https://y.example:8443"]))
        #expect(fromEnvironment.timeouts.header == .milliseconds(2500))
        #expect(fromEnvironment.maximumConnections == 50)

        let flags = ServeSettings.Flags(
            host: "::1", port: 0, publicURL: "http://b.example:8080", allowedOrigins: ["*"], headerTimeout: 1,
            maximumConnections: 7)
        let fromFlags = try resolve(flags, environment)
        #expect((fromFlags.host, fromFlags.port) == ("::1", 0))
        #expect(fromFlags.publicURL?.absoluteString == "http://b.example:8080")
        #expect(fromFlags.allowedOrigins == .any)
        #expect(fromFlags.timeouts.header == .seconds(1))
        #expect(fromFlags.maximumConnections == 7)
    }

    @Test func aPublicURLIsNormalizedAndMustBeJustAnAddress() throws {
        #expect(
            try resolve(.init(publicURL: "HTTPS://Daybook.Example/")).publicURL?.absoluteString
                == "https://daybook.example")
        for bad in ["daybook.example", "ftp://daybook.example", "https://daybook.example/app", "https://u:p@d.example"]
        {
            #expect(shownFailure { try resolve(.init(publicURL: bad)) } != nil, "\(bad)")
        }
    }

    @Test(arguments: [
        ("DAYBOOK_PORT", "80a"), ("DAYBOOK_PORT", "70000"), ("DAYBOOK_PORT", "-1"), ("DAYBOOK_HOST", "a b"),
        ("DAYBOOK_PUBLIC_URL", "daybook.example"), ("DAYBOOK_ALLOW_ORIGINS", "https://x.example/path"),
        ("DAYBOOK_HEADER_TIMEOUT", "soon"), ("DAYBOOK_MAX_CONNECTIONS", "0"),
        ("DAYBOOK_METRICS_PORT", "http"), ("DAYBOOK_METRICS_PORT", "8080"),
    ])
    func anUnusableVariableIsAnErrorNamingIt(name: String, value: String) {
        let expected = ErrorViewState(
            message: "\(name) has a value Daybook cannot use: “\(value)”.", kind: .invalidInput)
        #expect(shownFailure { try resolve(.init(), [name: value]) } == expected)
    }

    @Test func metricsAreOffUnlessAPortIsGivenAndListenOnThisMachineByDefault() throws {
        #expect(try resolve().metrics == nil)
        #expect(try resolve(.init(metricsPort: 9464)).metrics == .init(host: "127.0.0.1", port: 9464))
        let environment = ["DAYBOOK_METRICS_PORT": "9100", "DAYBOOK_METRICS_HOST": "10.0.0.5"]
        #expect(try resolve(.init(), environment).metrics == .init(host: "10.0.0.5", port: 9100))
        #expect(
            try resolve(.init(metricsHost: "::1", metricsPort: 0), environment).metrics == .init(host: "::1", port: 0))
    }

    @Test func aMetricsHostWithoutAPortOrAPortTheAppUsesIsRefused() {
        #expect(
            shownFailure {
                try resolve(.init(metricsHost: "0.0.0.0"))
            }
                == ErrorViewState(
                    message:
                        "Metrics are served only on a port of their own: give --metrics-port (or DAYBOOK_METRICS_PORT) "
                        + "with the host 0.0.0.0.", kind: .invalidInput))
        #expect(
            shownFailure {
                try resolve(.init(port: 9000, metricsPort: 9000))
            }
                == ErrorViewState(
                    message: "--metrics-port has a value Daybook cannot use: “9000”.", kind: .invalidInput))
    }

    @Test func anUnusableFlagIsNamedAsAFlag() {
        #expect(
            shownFailure {
                try resolve(.init(allowedOrigins: ["evil"]))
            }
                == ErrorViewState(
                    message: "--allow-origin has a value Daybook cannot use: “evil”.", kind: .invalidInput))
        #expect(
            shownFailure {
                try resolve(.init(bodyTimeout: -1))
            }
                == ErrorViewState(
                    message: "--body-timeout takes 0.001 to 86400 seconds, not “-1.0”.", kind: .invalidInput))
    }

    @Test func thePasswordComesFromTheEnvironmentAndNeverShowsItself() throws {
        let secret = "correct horse battery staple"
        let settings = try resolve(.init(host: "0.0.0.0"), ["DAYBOOK_PASSWORD": secret])
        #expect(settings.password?.value == secret)
        #expect(!settings.needsPassword)
        #expect(!String(describing: settings).contains(secret) && !String(reflecting: settings).contains(secret))
        #expect(!"\(settings.password!)".contains(secret))
        let short = shownFailure { try resolve(.init(), ["DAYBOOK_PASSWORD": "hunter2"]) }
        #expect(short != nil)
        #expect(short?.message == "DAYBOOK_PASSWORD must have at least 8 characters.")
        #expect(try resolve(.init(), ["DAYBOOK_PASSWORD": ""]).password == nil, "empty counts as unset")
    }

    @Test(arguments: [
        ("127.0.0.1", false), ("127.8.9.10", false), ("localhost", false), ("LocalHost", false), ("::1", false),
        ("[::1]", false), ("0.0.0.0", true), ("::", true), ("192.168.1.5", true), ("daybook.lan", true),
        ("::ffff:127.0.0.1", true),
    ])
    func anAddressOtherMachinesCanReachNeedsAPasswordOrPublic(host: String, reachable: Bool) throws {
        let settings = try resolve(.init(host: host))
        #expect(settings.isReachableFromOtherMachines == reachable)
        #expect(settings.needsPassword == reachable)
        #expect(!(try resolve(.init(host: host, isPublic: true)).needsPassword), "--public says it is on purpose")
    }
}

@Suite("Host names as written in an address or a Host header")
struct HostNameTests {
    @Test(arguments: [
        ("127.0.0.1:8080", "127.0.0.1", true), ("localhost", "localhost", false), ("LOCALHOST:80", "localhost", false),
        ("[::1]:8080", "::1", true), ("[fe80::1]", "fe80::1", true), ("daybook.example.", "daybook.example", false),
        ("10.0.0.7", "10.0.0.7", true), ("127.0.0.1.evil.example", "127.0.0.1.evil.example", false),
        ("2130706433", "2130706433", false),
    ])
    func authorities(authority: String, host: String, isIPLiteral: Bool) throws {
        let name = try #require(HostName(authority: authority))
        #expect(name.text == host)
        #expect(name.isIPLiteral == isIPLiteral)
    }

    @Test(arguments: ["", ":80", "a:b", "[::1", "[::1]x", "[evil.example]:80", "a:80:90"])
    func notAnAuthority(authority: String) {
        #expect(HostName(authority: authority) == nil)
    }
}
