import DaybookPresentation

/// A link in the site's navigation: where it goes and what it is called.
struct NavigationEntry: Sendable, Equatable {
    let path: String
    let title: L10nKey
}
