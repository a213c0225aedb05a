import DaybookPresentation

/// A link in the site's navigation: where it goes, what it is called and its icon (a phone shows
/// the navigation as a tab bar of icons over short labels). A path names one entry, so two
/// entries are the same when their paths are.
struct NavigationEntry: Sendable, Equatable {
    let path: String
    let title: any LocalizedText
    let icon: Icon

    static func == (lhs: NavigationEntry, rhs: NavigationEntry) -> Bool {
        lhs.path == rhs.path
    }
}
