import Foundation
import Observation

/// The dashboard: a card per feature, each opening its screen. The todo and profile cards follow
/// their changes while the dashboard is on screen.
///
/// A protocol, with ``DashboardViewModelImpl`` behind it, because the views are generic over it
/// (the terminal's `DashboardScreen`, the live dashboard page) and a test drives them with a
/// double: `FakeDashboardViewModel` (Tests/DaybookTestSupport), which `FakeDrivenScreenTests`
/// draws and drives without a use case.
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
