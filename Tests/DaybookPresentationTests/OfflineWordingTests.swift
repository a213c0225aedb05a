import DaybookDomain
import Foundation
import Testing

@testable import DaybookPresentation

/// "You appear to be offline" is true only where Daybook runs on the reader's own machine; a
/// reader who reached Daybook's server is online, and it is the server that cannot reach the
/// service.
@Suite("A service that cannot be reached, worded for where the reader is")
struct OfflineWordingTests {
    /// On the reader's own machine (the command line, the terminal app) a failed connection is
    /// theirs; read through a server (the web app), it is the server's, and says which service.
    @Test func aServiceTheServerCannotReachIsNotTheReadersOffline() {
        let local = AlertPresenter(localizer: Localizer(language: .english), vocabulary: WeatherText.vocabulary)
        #expect(local.alert(for: .offline).message == "You appear to be offline. Check your connection and try again.")
        let served = Localizer(language: .english, vantage: .throughAServer)
        #expect(
            AlertPresenter(localizer: served, vocabulary: WeatherText.vocabulary).alert(for: .offline).message
                == "Daybook cannot reach the weather service right now. Try again in a moment.")
        #expect(
            AlertPresenter(localizer: served, vocabulary: PostText.vocabulary).alert(for: .offline).message
                == "Daybook cannot reach the posts service right now. Try again in a moment.")
        #expect(
            ErrorViewState(AppError.offline, localizer: served).message
                == "Daybook cannot reach the service right now. Try again in a moment.")
        let japanese = Localizer(language: .japanese, vantage: .throughAServer)
        #expect(
            AlertPresenter(localizer: japanese, vocabulary: WeatherText.vocabulary).alert(for: .offline).message
                == "Daybookから天気サービスに接続できません。しばらくしてからもう一度お試しください。")
        #expect(ErrorViewState(AppError.offline, localizer: served).kind == .unavailable)
    }
}
