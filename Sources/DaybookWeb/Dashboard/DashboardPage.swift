import DaybookPresentation
import Hummingbird

/// `/`: one look at everything: the weather in the last city searched, how many todos are open,
/// the latest posts and whether a profile is registered. The four are asked for at once.
struct DashboardPage: Sendable {
    let app: WebApp

    func register(on group: RouterGroup<WebContext>) {
        group.get("/") { request, context in
            let controllers = app.controllers(for: context.session.language)
            let localize = controllers.localizer
            let city = WeatherPage.rememberedCity(in: request)

            async let weather = weatherSection(city: city, controllers: controllers)
            async let todos = todoSection(controllers: controllers)
            async let posts = postSection(controllers: controllers)
            async let profile = profileSection(context: context, localizer: localize)
            let sections = await [weather, todos, posts, profile]

            return app.layout(request, context, section: .dashboard).page(
                title: localize(.navDashboard), flash: app.flashes.take(for: context.session.user), "\(sections)")
        }
    }

    private func section(_ title: String, link: Section, _ content: HTML) -> HTML {
        "<section><h2><a href=\"\(link.path)\">\(title)</a></h2>\(content)</section>"
    }

    private func failure(_ error: ErrorViewState) -> HTML {
        Layout.alert(error.message)
    }

    private func weatherSection(city: String?, controllers: WebControllers) async -> HTML {
        let localize = controllers.localizer
        guard let city else {
            return section(
                localize(.navWeather), link: .weather, "<p class=\"muted\">\(localize(.dashboardNoCity))</p>")
        }
        do throws(ErrorViewState) {
            let card = try await controllers.weather.get().lookup(city: city).card
            return section(
                localize(.navWeather), link: .weather,
                WeatherCardHTML(localizer: localize).render(card, headingLevel: 3))
        } catch {
            return section(localize(.navWeather), link: .weather, failure(error))
        }
    }

    private func todoSection(controllers: WebControllers) async -> HTML {
        let localize = controllers.localizer
        do throws(ErrorViewState) {
            // The counts come with any page, and a page of one reads one todo, not the list.
            let open = try await controllers.todos.listPage(page: 1, size: 1).counts.open
            return section(
                localize(.navTodos), link: .todos, "<p>\(localize(.dashboardOpenTodos, ["count": "\(open)"]))</p>")
        } catch {
            return section(localize(.navTodos), link: .todos, failure(error))
        }
    }

    private func postSection(controllers: WebControllers) async -> HTML {
        let localize = controllers.localizer
        do throws(ErrorViewState) {
            let list = try await controllers.posts.get().list().list
            return section(
                localize(.dashboardLatestPosts), link: .posts,
                PostListHTML(localizer: localize).render(list, limit: 5))
        } catch {
            return section(localize(.dashboardLatestPosts), link: .posts, failure(error))
        }
    }

    private func profileSection(context: WebContext, localizer: Localizer) async -> HTML {
        let view = ProfileResponseView()
        await app.profileController(for: context.session, view: view).load()
        let status = await view.status
        return section(
            localizer(.navProfile), link: .profile,
            status.map(ProfileHTML(localizer: localizer, csrfToken: "").statusBody) ?? .empty)
    }
}
