import DaybookComposition
import DaybookPresentation
import Testing

@Suite("Where daybook serve listens")
struct ServeSettingsTests {
    let localizer = Localizer(language: .english)

    @Test func defaultsToThisMachineOnly() throws {
        let settings = try ServeSettings.resolve(environment: [:], localizer: localizer)
        #expect(settings == ServeSettings(host: "127.0.0.1", port: 8080))
    }

    @Test func flagsBeatTheEnvironment() throws {
        let environment = ["DAYBOOK_HOST": "0.0.0.0", "DAYBOOK_PORT": "9000"]
        #expect(
            try ServeSettings.resolve(environment: environment, localizer: localizer)
                == ServeSettings(host: "0.0.0.0", port: 9000))
        #expect(
            try ServeSettings.resolve(host: "::1", port: 0, environment: environment, localizer: localizer)
                == ServeSettings(host: "::1", port: 0))
    }

    @Test(arguments: [
        ("DAYBOOK_PORT", "80a"), ("DAYBOOK_PORT", "70000"), ("DAYBOOK_PORT", "-1"), ("DAYBOOK_HOST", "a b"),
    ])
    func anUnusableVariableIsAnErrorNamingIt(name: String, value: String) {
        let expected = ErrorViewState(
            message: "\(name) has a value Daybook cannot use: “\(value)”.", kind: .invalidInput)
        #expect(throws: expected) { try ServeSettings.resolve(environment: [name: value], localizer: localizer) }
    }
}
