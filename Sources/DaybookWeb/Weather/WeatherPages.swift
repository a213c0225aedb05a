import DaybookComposition
import DaybookPresentation
import Foundation
import Hummingbird

/// `/weather?city=…`: the search form and, once a city is asked for, its card. A search is a GET,
/// so results can be bookmarked and need no form token. The last city found is remembered for
/// the dashboard, which shows its weather: in a cookie of the person's own (``cityCookie(for:)``),
/// so two people signing in on one browser each keep theirs.
package struct WeatherPages: WebFeature {
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
                result = Layout.alert(
                    ErrorViewState(error, about: city, localizer: localize, vocabulary: WeatherText.vocabulary).message)
            }
        }
        // The city is a text field, not `type="search"`: browsers may fill it from the visitor's
        // own address (`address-level2`), which the autocomplete rules allow on text fields only.
        let page = app.layout(request, context, current: Self.navigation).page(
            title: localize(WeatherPageText.navigation),
            """
            <form class="field" method="get" action="/weather" role="search" data-intent="submit">
            <label for="city">\(localize(WeatherPageText.cityLabel))</label>
            <div class="inline-field"><input type="text" id="city" name="city" value="\(city)" \
            placeholder="\(localize(WeatherText.cityPlaceholder))" autocomplete="address-level2" \
            enterkeyhint="search" required data-intent="search">\
            <button type="submit">\(localize(WeatherPageText.search))</button></div>
            </form>
            <div id="weather-result">\(result)</div>
            """)
        var response = page.response(from: request, context: context)
        if let remember { response.setCookie(Self.cookie(remembering: remember, for: context.session.person)) }
        return response
    }

    /// The weather in the last city found, or how to pick one.
    func dashboardSection(_ request: Request, context: WebContext) async -> DashboardSection? {
        let localize = context.session.localizer
        let content: HTML
        if let city = Self.rememberedCity(in: request, for: context.session.person) {
            do {
                let card = try await weather[context.session.language].get().lookup(city: city).card
                content = Self.sectionContent(card, localizer: localize)
            } catch {
                content = Layout.alert(
                    ErrorViewState(error, localizer: localize, vocabulary: WeatherText.vocabulary).message)
            }
        } else {
            content = Self.sectionContent(nil, localizer: localize)
        }
        return DashboardSection(card: .weather, title: localize(WeatherPageText.navigation), content: content)
    }

    /// The dashboard's weather: the card of the city last found, or an invitation to find one.
    /// The page and the live dashboard draw it alike.
    package static func sectionContent(_ card: WeatherCardViewState?, localizer localize: Localizer) -> HTML {
        guard let card else { return "<p class=\"muted\">\(localize(WeatherPageText.noCity))</p>" }
        return WeatherCardHTML(localizer: localize).render(card, headingLevel: 3)
    }

    /// The last city found, for the dashboard. Percent-encoded: a cookie value cannot hold
    /// spaces or most non-ASCII text.
    static func cookie(remembering city: String, for person: Person) -> Cookie {
        let value = city.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        return Cookie(
            name: cityCookie(for: person), value: value, maxAge: 60 * 60 * 24 * 365, path: "/", httpOnly: true,
            sameSite: .lax)
    }

    /// The household's `daybook_city`; an account's followed by its id's letters and digits (an id
    /// is a UUID: its dashes are dropped, which a cookie name could hold but need not).
    static func cityCookie(for person: Person) -> String {
        person.isHousehold ? cityCookie : cityCookie + "_" + person.key.filter { $0.isLetter || $0.isNumber }
    }

    package static func rememberedCity(in request: Request, for person: Person) -> String? {
        request.cookies[cityCookie(for: person)]?.value.removingPercentEncoding.flatMap { $0.isEmpty ? nil : $0 }
    }
}
