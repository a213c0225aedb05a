import DaybookComposition
import DaybookPresentation
import Foundation
import Hummingbird

/// `/weather?city=…`: the search form and, once a city is asked for, its card. A search is a GET,
/// so results can be bookmarked and need no form token. The last city found is remembered for
/// the dashboard, which shows its weather.
struct WeatherPages: WebFeature {
    static let navigation: NavigationEntry? = NavigationEntry(
        path: "/weather", title: WeatherPageText.navigation, icon: .weather)
    static let cityCookie = "daybook_city"

    let app: WebApp
    /// Unusable weather settings are an error the page shows, not a server that will not start.
    private let weather: PerLanguage<Result<WeatherController, SettingProblem>>

    init(app: WebApp) {
        self.app = app
        weather = PerLanguage { language in
            Result { () throws(SettingProblem) in try app.container.makeWeatherController(language: language) }
        }
    }

    func routes() -> RouteCollection<WebContext> {
        let routes = RouteCollection(context: WebContext.self)
        routes.get("weather", use: search)
        return routes
    }

    @Sendable func search(_ request: Request, context: WebContext) async throws -> Response {
        let city = FormQuery(request.uri.query)["city"] ?? ""
        let localize = context.session.localizer
        var result: HTML = .empty
        var remember: String?
        if !city.trimmingCharacters(in: .whitespaces).isEmpty {
            do {
                let lookup = try await weather[context.session.language].get().lookup(city: city)
                result = WeatherCardHTML(localizer: localize).render(lookup.card)
                remember = city
            } catch {
                result = Layout.alert(ErrorViewState(error, localizer: localize).message)
            }
        }
        // The city is a text field, not `type="search"`: browsers may fill it from the visitor's
        // own address (`address-level2`), which the autocomplete rules allow on text fields only.
        let page = app.layout(request, context, current: Self.navigation).page(
            title: localize(WeatherPageText.navigation),
            """
            <form class="field" method="get" action="/weather" role="search">
            <label for="city">\(localize(WeatherPageText.cityLabel))</label>
            <div class="inline-field"><input type="text" id="city" name="city" value="\(city)" \
            autocomplete="address-level2" enterkeyhint="search" required><button type="submit">\(localize(WeatherPageText.search))</button></div>
            </form>
            \(result)
            """)
        var response = page.response(from: request, context: context)
        if let remember { response.setCookie(Self.cookie(remembering: remember)) }
        return response
    }

    /// The weather in the last city found, or how to pick one.
    func dashboardCard(_ request: Request, context: WebContext) async -> DashboardCard? {
        let localize = context.session.localizer
        guard let city = Self.rememberedCity(in: request) else {
            return DashboardCard(
                title: localize(WeatherPageText.navigation),
                content: "<p class=\"muted\">\(localize(WeatherPageText.noCity))</p>")
        }
        do {
            let card = try await weather[context.session.language].get().lookup(city: city).card
            return DashboardCard(
                title: localize(WeatherPageText.navigation),
                content: WeatherCardHTML(localizer: localize).render(card, headingLevel: 3))
        } catch {
            return DashboardCard(
                title: localize(WeatherPageText.navigation),
                content: Layout.alert(ErrorViewState(error, localizer: localize).message))
        }
    }

    /// The last city found, for the dashboard. Percent-encoded: a cookie value cannot hold
    /// spaces or most non-ASCII text.
    static func cookie(remembering city: String) -> Cookie {
        let value = city.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        return Cookie(
            name: cityCookie, value: value, maxAge: 60 * 60 * 24 * 365, path: "/", httpOnly: true, sameSite: .lax)
    }

    static func rememberedCity(in request: Request) -> String? {
        request.cookies[cityCookie]?.value.removingPercentEncoding.flatMap { $0.isEmpty ? nil : $0 }
    }
}
