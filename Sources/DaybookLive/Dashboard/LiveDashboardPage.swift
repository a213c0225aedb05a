import DaybookComposition
import DaybookPresentation
import DaybookWeb

/// `/` while its live connection is open, bound to a ``DashboardViewModel``: each card's content
/// follows its view state (the todos and the profile as they change anywhere), drawn by the same
/// functions as the page's sections.
@MainActor
final class LiveDashboardPage<Model: DashboardViewModel>: LivePage {
    private let model: Model

    init(model: Model) {
        self.model = model
    }

    /// The state, but for which cards are loading (not drawn).
    var snapshot: DashboardScreenState {
        var state = model.state
        state.loading = []
        return state
    }

    nonisolated static func render(_ state: DashboardScreenState, localizer: Localizer) -> LiveParts {
        var parts = LiveParts()
        func set(_ card: DashboardCard, _ content: HTML?) {
            let shown = state.problems[card].map(Layout.alert) ?? content
            if let shown { parts.parts[DashboardSection.elementID(card)] = shown.markup }
        }
        set(
            .weather,
            state.needsCity
                ? WeatherPages.sectionContent(nil, localizer: localizer)
                : state.weather.map {
                    WeatherPages.sectionContent($0, localizer: localizer)
                })
        set(.todos, state.todos.map { TodoPages.sectionContent(open: $0.counts.open, localizer: localizer) })
        set(.posts, state.posts.map { PostPages.sectionContent($0, localizer: localizer) })
        set(.profile, state.profile.map { ProfilePages.sectionContent($0, localizer: localizer) })
        return parts
    }

    func appear() { model.onAppear() }
    func disappear() { model.onDisappear() }

    func perform(_ intent: LiveIntent) async -> Bool {
        switch intent.action {
        case "refresh": await model.refresh()
        case "open":
            // A post of the card: the view model asks its router, which sends the page there.
            guard let id = intent.value.flatMap({ Int($0) }) else { return false }
            model.openPost(id: id)
        default: return false
        }
        return true
    }
}

extension LiveDashboardPage: LivePageRoute where Model == DashboardViewModelImpl {
    nonisolated static var path: String { "/" }

    /// The dashboard, its weather card on the city the visitor last searched (their cookie).
    static func make(for visit: LiveVisit) throws(SettingProblem) -> LiveDashboardPage {
        LiveDashboardPage(
            model: try visit.container.makeDashboardViewModel(
                router: visit.router, city: WeatherPages.rememberedCity(in: visit.request, for: visit.person) ?? "",
                language: visit.language, for: visit.person, on: visit.screens))
    }
}
