import DaybookPresentation

/// The dashboard's router, which records each screen it was asked to show.
@MainActor
public final class RecordingDashboardRouter: DashboardRouter {
    public private(set) var visits: [String] = []
    public init() {}
    public func showTodos() { visits.append("todos") }
    public func showTodo(id: String) { visits.append("todo \(id)") }
    public func showWeather(city: String) { visits.append("weather \(city)") }
    public func showPosts() { visits.append("posts") }
    public func showPost(id: Int) { visits.append("post \(id)") }
    public func showProfile() { visits.append("profile") }
}
