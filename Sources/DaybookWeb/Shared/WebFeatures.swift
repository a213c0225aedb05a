/// Every feature of the site, in the order the navigation and the dashboard show them. Adding
/// a feature to the site is adding it here.
enum WebFeatures {
    static let all: [any WebFeature.Type] = [
        WeatherPages.self,
        TodoPages.self,
        PostPages.self,
        ProfilePages.self,
    ]

    /// The navigation: the dashboard, then each feature's link.
    static let navigation: [NavigationEntry] = [DashboardPage.navigation] + all.compactMap { $0.navigation }
}
