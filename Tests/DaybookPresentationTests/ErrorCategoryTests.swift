import DaybookDomain
import Foundation
import Testing

@testable import DaybookPresentation

@Suite("The guides' error taxonomy: each AppError's category and the alert title it gives")
struct ErrorCategoryTests {
    @Test(
        "every error falls under one of the guides' categories",
        arguments: [
            (AppError.offline, AppError.Category.network(.offline)), (.timeout, .network(.timeout)),
            (.server(status: 502), .network(.unknown)), (.rateLimited(retryAfterSeconds: 3), .network(.unknown)),
            (.unreadableResponse, .network(.unknown)), (.unauthorized, .authentication(.failed)),
            (.notFound(.todo), .input), (.validation(ValidationError(field: .todoTitle, rule: .empty)), .input),
            (.storage(.busy), .unexpected), (.cancelled, .unexpected),
        ])
    func category(error: AppError, category: AppError.Category) {
        #expect(error.category == category)
    }

    @Test func alertsAreTitledInTheGuidesWordsAndSayWhatHappened() {
        let japanese = AlertPresenter(localizer: Localizer(language: .japanese), vocabulary: WeatherText.vocabulary)
        #expect(japanese.alert(for: .offline).title == "インターネット接続がありません")
        #expect(japanese.alert(for: .timeout).title == "リクエストがタイムアウトしました")
        #expect(japanese.alert(for: .server(status: 500)).title == "不明なエラーが発生しました")
        #expect(japanese.alert(for: .unauthorized).title == "認証に失敗しました")
        #expect(japanese.alert(for: .storage(.full)).title == "予期せぬエラーが発生しました")
        let english = AlertPresenter(localizer: Localizer(language: .english), vocabulary: WeatherText.vocabulary)
        let offline = english.alert(for: .offline)
        #expect(offline.title == "No internet connection")
        #expect(offline.message == "You appear to be offline. Check your connection and try again.")
        #expect(english.alert(for: .server(status: 503)).message.contains("503"))
    }

    @Test func everyCategoryHasATitleOfItsOwnInEveryLanguage() {
        for language in Language.allCases {
            let titles = ErrorCategoryText.allCases.map { $0.text(in: language) }
            #expect(Set(titles).count == titles.count)
        }
    }
}
