import DaybookComposition

/// What a tab is made from (``TerminalTab/make(in:)``): the container that builds its view
/// models, the person the app acts for, the city it was opened on (`--city`), and the router
/// every screen navigates by.
@MainActor
struct TerminalTabContext {
    let container: AppContainer
    let person: Person
    let city: String
    let router: AppRouter
}
