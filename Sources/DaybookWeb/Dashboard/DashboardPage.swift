import DaybookPresentation
import Hummingbird

/// `/`: one look at everything: each feature's dashboard card, asked for all at once and shown
/// in the navigation's order, each under a heading that links to the feature's page.
struct DashboardPage: Sendable {
    static let navigation = NavigationEntry(path: "/", title: WebText.dashboard, icon: .dashboard)

    let app: WebApp
    let features: [any WebFeature]

    func routes() -> RouteCollection<WebContext> {
        let routes = RouteCollection(context: WebContext.self)
        routes.get("/", use: show)
        return routes
    }

    @Sendable func show(_ request: Request, context: WebContext) async throws -> HTML {
        let cards = await withTaskGroup(of: (Int, HTML?).self) { group in
            for (index, feature) in features.enumerated() {
                group.addTask {
                    let link = type(of: feature).navigation?.path ?? "/"
                    return (
                        index,
                        await feature.dashboardSection(request, context: context).map { Self.section($0, link: link) }
                    )
                }
            }
            var cards = [HTML?](repeating: nil, count: features.count)
            for await (index, card) in group { cards[index] = card }
            return cards.compactMap { $0 }
        }
        let localize = context.session.localizer
        let flash = await app.flashes.take(for: context.session)
        return app.layout(request, context, current: Self.navigation).page(
            title: localize(WebText.dashboard), flash: flash, "<div class=\"dashboard\">\(cards)</div>")
    }

    private static func section(_ section: DashboardSection, link: String) -> HTML {
        """
        <section><h2><a href="\(link)">\(section.title)</a></h2>\
        <div id="\(DashboardSection.elementID(section.card))">\(section.content)</div></section>
        """
    }
}
