import Foundation

/// Where the dashboard asks to go, by intent: each card opens its feature's screen.
@MainActor
public protocol DashboardRouter: TodoListRouter, PostListRouter {
    func showTodos()
    /// Opens the weather screen on `city` (the dashboard's), or empty to pick one.
    func showWeather(city: String)
    func showPosts()
    func showProfile()
}
