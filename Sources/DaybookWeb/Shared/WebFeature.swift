import Hummingbird

/// One feature's part of the site. The server adds each of ``WebFeatures/all`` the same way:
/// its routes behind the session middleware (and the sign-in, when there is a password), its
/// link in the navigation, and its card on the dashboard. A feature's pages live with it, in
/// its own folder; nothing else in the web app names them.
protocol WebFeature: Sendable {
    /// Its link in the navigation; `nil` for none.
    static var navigation: NavigationEntry? { get }

    init(app: WebApp)

    /// The routes it answers, as paths from the site's root.
    func routes() -> RouteCollection<WebContext>

    /// What it shows on the dashboard, in the visitor's language; `nil` for nothing. The
    /// dashboard asks every feature at once.
    func dashboardSection(_ request: Request, context: WebContext) async -> DashboardSection?
}

extension WebFeature {
    func dashboardSection(_ request: Request, context: WebContext) async -> DashboardSection? { nil }
}
