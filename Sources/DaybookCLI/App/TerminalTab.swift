import DaybookPresentation

/// One tab of the terminal app, as its feature declares it in its own folder (`TodoTab`…): its
/// name in the tab bar, how its screen is made from the container, and what its routes push.
/// ``TerminalTabs/all`` lists them in the tab bar's order; nothing else in the app names a tab.
@MainActor
protocol TerminalTab {
    /// Its name in the tab bar, in every language: the feature's own text.
    static var title: any LocalizedText { get }

    /// Makes the tab over `context`: its screen's view model from the container, and what its
    /// routes push. Throws for settings it cannot work with, before the app takes the terminal.
    static func make(in context: TerminalTabContext) throws -> Self

    /// The tab's own screen, under any pushed onto it.
    var screen: any AppScreen { get }

    /// `tab` is being left for another one, its screen gone: what a tab takes from another
    /// (the dashboard, the city the Weather tab found). Nothing, unless a tab says otherwise.
    func left(_ tab: any TerminalTab)
}

extension TerminalTab {
    func left(_ tab: any TerminalTab) {}
}
