import DaybookDomain
import DaybookPresentation

/// Where a stateful screen is shown decides what it reads through and how it speaks: on this
/// machine (the terminal app: the container's change feed, its own reads, texts for someone at
/// this machine), or among a server's open pages (``ServerScreens``: what they share). Every
/// screen's factory takes it (`on:`), so the terminal app and the live pages make their view
/// models with the same one.
extension AppContainer {
    /// What a server's screens share: see ``ServerScreens``.
    public func makeServerScreens() -> ServerScreens {
        ServerScreens(container: self)
    }

    /// The interactor over `person`'s todos, for a screen shown `on` a server (the reads its pages
    /// share) or on this machine (`nil`).
    func screenTodos(for person: Person, on server: ServerScreens?) -> TodoInteractor {
        server.map { todoInteractor(over: $0.todos(for: person)) } ?? todoInteractor(for: person)
    }

    /// What a screen shown `on` a server follows (one subscription per topic for all its pages),
    /// or on this machine (``changeFeed``).
    func screenChanges(on server: ServerScreens?) -> any ChangeFeed {
        server?.changes ?? changeFeed
    }

    /// The texts of a screen in `language` (the configured one when `nil`), shown `on` a server
    /// or on this machine.
    func screenLocalizer(_ language: Language?, on server: ServerScreens?) -> Localizer {
        server.map { $0.localizer(language ?? configuration.language) } ?? localizer(for: language)
    }
}
