import DaybookDomain
import Foundation
import Testing

@testable import DaybookPresentation

@Suite("The guides' error wording: every error alert titled エラー, the expired session in 004's words")
struct GuideErrorWordingTests {
    /// Guide 004 titles every error alert `エラー` (`.alert("エラー", …)`) and puts what happened
    /// below it; the message is the error's own, in the feature's words.
    @Test(
        arguments: [
            AppError.offline, .timeout, .server(status: 503), .rateLimited(retryAfterSeconds: 3), .unreadableResponse,
            .unauthorized, .notFound(.todo), .validation(ValidationError(field: .todoTitle, rule: .empty)),
            .storage(.full), .cancelled,
        ])
    func everyErrorAlertIsTitledErrorWithWhatHappenedBelow(error: AppError) {
        for (language, title) in [(Language.japanese, "エラー"), (.english, "Error")] {
            let localizer = Localizer(language: language)
            let alert = AlertPresenter(localizer: localizer, vocabulary: TodoText.vocabulary).alert(for: error)
            #expect(alert.title == title)
            #expect(
                alert.message
                    == ErrorPresenter(localizer: localizer, vocabulary: TodoText.vocabulary).present(error).message)
        }
    }

    @Test func anExpiredSessionIsSaidInGuide004sExactWords() {
        #expect(ErrorCategoryText.sessionExpired.text(in: .japanese) == "セッションが期限切れです。再ログインしてください")
        #expect(ErrorCategoryText.sessionExpired.text(in: .english) == "Your session has expired. Please log in again")
    }
}
