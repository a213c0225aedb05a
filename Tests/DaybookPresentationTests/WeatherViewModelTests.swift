import Clocks
import DaybookData
import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

// A guard against a hang, not a timing: these tests run on the main actor, which the whole run
// can keep busy for over a minute while every suite starts at once on a two-core machine.
@MainActor
@Suite("WeatherViewModel: search as you type, newest answer wins", .timeLimit(.minutes(3)))
struct WeatherViewModelTests {
    let weather = GatedWeather()
    let clock = TestClock()

    func makeViewModel(city: String = "") -> WeatherViewModelImpl {
        WeatherViewModelImpl(weather: weather, localizer: Localizer(language: .english), city: city, clock: clock)
    }

    /// Waits until the service is asked for `city`, which the view model does off the main actor.
    func eventuallyAsked(_ city: String) async -> Bool {
        await weather.gate.arrival(of: city)
    }

    @Test func aCityIsSearchedOnlyAfterThePause() async {
        let viewModel = makeViewModel()
        #expect(viewModel.state.showPlaceholder)
        for text in ["T", "To", "Tok", "Toky", "Tokyo"] {
            viewModel.searchTextChanged(text)
            await clock.advance(by: .milliseconds(100))
        }
        #expect(await weather.gate.asked.isEmpty && viewModel.state.isSearchPending)
        await clock.advance(by: .milliseconds(200))
        #expect(await eventuallyAsked("Tokyo"))
        #expect(viewModel.state.isLoading && !viewModel.state.showPlaceholder)
        await weather.gate.answer("Tokyo", with: .success(12.34))
        #expect(await settled { viewModel.state.card != nil })
        #expect(viewModel.state.card?.place == "Tokyo" && viewModel.state.card?.temperature == "12.3℃")
        #expect(!viewModel.state.isLoading && !viewModel.state.isSearchPending && !viewModel.state.isStale)
        #expect(await weather.gate.asked == ["Tokyo"])
    }

    @Test func duplicatesAndEmptyTextAreDropped() async {
        let viewModel = makeViewModel()
        viewModel.searchTextChanged("Tokyo")
        await clock.advance(by: .milliseconds(300))
        #expect(await eventuallyAsked("Tokyo"))
        // The same city again (spaces aside) and an empty field send nothing, and leave the
        // read in flight alone.
        for text in ["Tokyo ", "", "   "] {
            viewModel.searchTextChanged(text)
            await clock.advance(by: .milliseconds(300))
        }
        viewModel.searchTextChanged("Osaka")
        await clock.advance(by: .milliseconds(300))
        #expect(await eventuallyAsked("Osaka"))
        #expect(await weather.gate.asked == ["Tokyo", "Osaka"])
    }

    @Test func anOlderAnswerNeverReplacesANewerOne() async {
        let viewModel = makeViewModel()
        viewModel.searchTextChanged("Slowtown")
        await clock.advance(by: .milliseconds(300))
        #expect(await eventuallyAsked("Slowtown"))
        viewModel.searchTextChanged("Tokyo")
        await clock.advance(by: .milliseconds(300))
        #expect(await eventuallyAsked("Tokyo"))

        await weather.gate.answer("Tokyo", with: .success(20))
        #expect(await settled { viewModel.state.card?.place == "Tokyo" })
        await weather.gate.answer("Slowtown", with: .success(-5))
        // The superseded read was cancelled: it saw so, and its answer was dropped.
        #expect(await eventuallyCancelled("Slowtown"))
        #expect(viewModel.state.card?.place == "Tokyo" && viewModel.state.city == "Tokyo")
    }

    @Test func anOlderAnswerArrivingFirstIsNotShownEither() async {
        let viewModel = makeViewModel()
        viewModel.searchTextChanged("Slowtown")
        await clock.advance(by: .milliseconds(300))
        #expect(await eventuallyAsked("Slowtown"))
        viewModel.searchTextChanged("Tokyo")
        await clock.advance(by: .milliseconds(300))
        #expect(await eventuallyAsked("Tokyo"))

        await weather.gate.answer("Slowtown", with: .success(-5))
        #expect(await eventuallyCancelled("Slowtown"))
        #expect(viewModel.state.card == nil && viewModel.state.isLoading)
        await weather.gate.answer("Tokyo", with: .success(20))
        #expect(await settled { viewModel.state.card?.place == "Tokyo" })
    }

    @Test func leavingTheScreenCancelsTheReadInFlight() async {
        let viewModel = makeViewModel()
        viewModel.searchTextChanged("Osaka")
        await clock.advance(by: .milliseconds(300))
        #expect(await eventuallyAsked("Osaka"))
        viewModel.onDisappear()
        #expect(!viewModel.state.isLoading)
        await weather.gate.answer("Osaka", with: .success(1))
        #expect(await eventuallyCancelled("Osaka"))
        #expect(viewModel.state.card == nil)

        // A keystroke waiting for its pause is dropped too.
        viewModel.searchTextChanged("Kyoto")
        viewModel.onDisappear()
        await clock.advance(by: .seconds(1))
        viewModel.searchTextChanged("Nara")
        await clock.advance(by: .milliseconds(300))
        #expect(await eventuallyAsked("Nara"))
        #expect(await weather.gate.asked == ["Osaka", "Nara"])
    }

    @Test func comingBackReadsTheCityLeftUnfinished() async {
        let viewModel = makeViewModel()
        viewModel.show(city: "Tokyo")
        #expect(await eventuallyAsked("Tokyo"))
        await weather.gate.answer("Tokyo", with: .success(20))
        #expect(await settled { viewModel.state.card?.place == "Tokyo" })
        viewModel.searchTextChanged("Osaka")
        await clock.advance(by: .milliseconds(300))
        #expect(await eventuallyAsked("Osaka"))
        viewModel.onDisappear()
        await weather.gate.answer("Osaka", with: .success(30))
        #expect(await eventuallyCancelled("Osaka"))

        // Back on the screen, the card is Osaka's, the city the field shows, not Tokyo's.
        viewModel.onAppear()
        #expect(await eventuallyAsked("Osaka"))
        await weather.gate.answer("Osaka", with: .success(30))
        #expect(await settled { viewModel.state.card?.place == "Osaka" })
        // Coming back again with nothing left unfinished reads nothing.
        viewModel.onDisappear()
        viewModel.onAppear()
        #expect(await weather.gate.asked == ["Tokyo", "Osaka", "Osaka"])
    }

    /// Guide 000: an error is said in place (`Text(error)` in red), and a new search clears it.
    @Test func enterSearchesAtOnceAndAnErrorIsSaidInPlace() async {
        let viewModel = makeViewModel()
        viewModel.searchTextChanged("Atlantis")
        viewModel.submit()
        #expect(await eventuallyAsked("Atlantis"))
        await weather.gate.answer("Atlantis", with: .failure(.notFound(.city)))
        #expect(await settled { viewModel.state.errorMessage != nil })
        #expect(viewModel.state.errorMessage == "No city named “Atlantis” was found.")
        #expect(viewModel.state.card == nil && !viewModel.state.showPlaceholder)
        // Leaving and coming back does not ask for it again: it says so already.
        viewModel.onDisappear()
        viewModel.onAppear()
        // The pause after Enter sends nothing more: the city was searched already.
        await clock.advance(by: .milliseconds(300))
        viewModel.show(city: "Tokyo")
        #expect(viewModel.state.errorMessage == nil && viewModel.state.isLoading)
        #expect(await eventuallyAsked("Tokyo"))
        #expect(await weather.gate.asked == ["Atlantis", "Tokyo"])
        // A failure of the service is worded as everywhere, and takes the card away too.
        await weather.gate.answer("Tokyo", with: .success(20))
        #expect(await settled { viewModel.state.card != nil })
        let refreshed = Task { await viewModel.refresh() }
        #expect(await eventuallyAsked("Tokyo"))
        await weather.gate.answer("Tokyo", with: .failure(.offline))
        #expect(await settled { viewModel.state.errorMessage != nil })
        #expect(viewModel.state.card == nil)
        #expect(
            viewModel.state.errorMessage
                == ErrorPresenter(localizer: Localizer(language: .english)).present(.offline).message)
        await refreshed.value
    }

    /// A pause mid-word (`Toky`) searches what is typed so far. That it matches no city yet is
    /// said in place, never in an alert that takes the next key; as guide 000 does with any
    /// error, the card that was shown goes.
    @Test func aPauseMidWordSaysNoMatchYetInPlace() async {
        let viewModel = makeViewModel()
        viewModel.show(city: "Osaka")
        #expect(await eventuallyAsked("Osaka"))
        await weather.gate.answer("Osaka", with: .success(20))
        #expect(await settled { viewModel.state.card != nil })
        viewModel.searchTextChanged("Toky")
        await clock.advance(by: .milliseconds(300))
        #expect(await eventuallyAsked("Toky"))
        await weather.gate.answer("Toky", with: .failure(.notFound(.city)))
        #expect(await settled { !viewModel.state.isLoading })
        #expect(viewModel.state.errorMessage == "No city matches “Toky” yet.")
        #expect(viewModel.state.card == nil)
        // Typed whole, the same failure would say it plainly; the next keystroke clears it.
        viewModel.searchTextChanged("Tokyo")
        await clock.advance(by: .milliseconds(300))
        #expect(await eventuallyAsked("Tokyo"))
        #expect(viewModel.state.errorMessage == nil && viewModel.state.isLoading)
        await weather.gate.answer("Tokyo", with: .success(12))
        #expect(await settled { viewModel.state.card?.place == "Tokyo" })
        #expect(viewModel.state.errorMessage == nil)
    }

    @Test func appearingOnACityReadsIt() async {
        let viewModel = makeViewModel(city: " Sapporo ")
        viewModel.onAppear()
        #expect(await eventuallyAsked("Sapporo"))
        viewModel.onAppear()
        await weather.gate.answer("Sapporo", with: .success(-2))
        #expect(await settled { viewModel.state.card?.temperature == "-2.0℃" })
        #expect(await weather.gate.asked == ["Sapporo"])
    }

    @Test func aCardServedStaleFromTheCacheSaysSo() async {
        let remote = CountingWeatherRemote()
        let dates = TestDateSource()
        let repository = OfflineFirstWeatherRepository(
            remote: remote, cache: InMemoryCacheStore(), dates: dates, maximumAge: 600)
        let viewModel = WeatherViewModelImpl(
            weather: WeatherInteractor(repository: repository), localizer: Localizer(language: .english),
            clock: clock)
        viewModel.show(city: "Tokyo")
        #expect(await settled { viewModel.state.card != nil })
        #expect(!viewModel.state.isStale && viewModel.state.card?.staleNotice == nil)

        // An hour later the provider is offline: the cached card, marked stale.
        remote.fail(with: .offline)
        dates.advance(seconds: 3_600)
        await viewModel.refresh()
        #expect(viewModel.state.isStale)
        #expect(viewModel.state.card?.staleNotice != nil && viewModel.state.card?.temperature == "20.0℃")
        #expect(viewModel.state.errorMessage == nil && remote.requests == 2)
    }

    /// Waits until the read for `city` has seen that it was cancelled.
    func eventuallyCancelled(_ city: String) async -> Bool {
        await weather.cancelled.arrival(of: city)
    }
}
