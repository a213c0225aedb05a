import DaybookComposition
import DaybookPresentation
import DaybookWeb
import Hummingbird

/// What a live page is made for: the address the channel let in and whose visit it is, and what
/// its view model is made with (the container, what the server's pages share, the router).
struct LiveVisit: Sendable {
    /// The page's path and query, as the browser shows them.
    let address: String
    let language: Language
    /// Whose data the page shows.
    let person: Person
    /// The channel's upgrade request, with the page's cookies.
    let request: Request
    let container: AppContainer
    let screens: ServerScreens
    /// What the page's view model asks to navigate: it sends the page there.
    let router: WebLiveRouter

    /// The address's query, read as the page's own forms write it.
    var query: FormQuery {
        FormQuery(address.split(separator: "?", maxSplits: 1).dropFirst().first.map(String.init))
    }

    /// The page of a list the address names (`page=`), the first when it names none.
    var listPage: Int { query["page"].flatMap { Int($0) } ?? 1 }
}
