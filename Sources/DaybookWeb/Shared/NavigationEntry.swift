import DaybookPresentation

/// A link in the site's navigation: where it goes and what it is called. A path names one
/// entry, so two entries are the same when their paths are.
struct NavigationEntry: Sendable, Equatable {
    let path: String
    let title: any LocalizedText

    static func == (lhs: NavigationEntry, rhs: NavigationEntry) -> Bool {
        lhs.path == rhs.path
    }
}
