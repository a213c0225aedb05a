import Foundation
import Observation

/// The weather screen's view model (see ``TodoListViewModel`` for the shape every screen's has).
/// A city is searched as it is typed, after a pause; Enter searches at once. A search that
/// finds nothing says so in ``WeatherScreenState/errorMessage``, in place: there is no alert to
/// dismiss.
@MainActor
public protocol WeatherViewModel: AnyObject, Observable {
    var state: WeatherScreenState { get }

    /// The screen appeared: reads the weather of the city it was opened for, if any.
    func onAppear()
    /// The screen went away: the read in flight is cancelled and its answer dropped.
    func onDisappear()
    func searchTextChanged(_ text: String)
    /// Searches the typed city now (Enter), without waiting for a pause.
    func submit()
    /// Opens the screen on `city` (from the dashboard): searched at once.
    func show(city: String)
    /// Reads the city's weather from the service again, past the cache.
    func refresh() async
}
