import Foundation
import Observation

/// The dashboard: a card per feature, each opening its screen. The todo and profile cards follow
/// their changes while the dashboard is on screen.
@MainActor
public protocol DashboardViewModel: AnyObject, Observable {
    var state: DashboardScreenState { get }

    func onAppear()
    func onDisappear()
    /// Reads every card again.
    func refresh() async
    /// The weather card shows `city` from now on (the weather screen found it).
    func cityChanged(_ city: String)
    func open(_ card: DashboardCard)
    func openTodo(id: String)
    func openPost(id: Int)
}
