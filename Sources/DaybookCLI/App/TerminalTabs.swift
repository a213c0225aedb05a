/// Every tab of the terminal app, in the tab bar's order: the digit keys pick them (`1` is the
/// first), Tab and Shift-Tab go round them. Adding a tab to the app is adding it here.
@MainActor
enum TerminalTabs {
    static let all: [any TerminalTab.Type] = [
        DashboardTab.self,
        WeatherTab.self,
        TodoTab.self,
        PostTab.self,
        ProfileTab.self,
    ]

    /// Makes every tab over `context`, in order: the first whose settings are unusable ends the
    /// app before it takes the terminal.
    static func make(in context: TerminalTabContext) throws -> [any TerminalTab] {
        try all.map { try $0.make(in: context) }
    }
}
