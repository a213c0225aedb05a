import DaybookPresentation

/// The Profile tab: guide 001's registration form (``ProfileScreen``). It navigates nowhere.
struct ProfileTab: TerminalTab {
    static let title: any LocalizedText = ProfileTabText.title

    let screen: any AppScreen

    static func make(in context: TerminalTabContext) -> ProfileTab {
        ProfileTab(screen: ProfileScreen(model: context.container.makeProfileViewModel(for: context.person)))
    }
}
