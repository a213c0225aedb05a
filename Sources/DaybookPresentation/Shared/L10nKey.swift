import Foundation

/// Every user-facing string. Each key must have a text in every language (a test checks).
public enum L10nKey: String, CaseIterable, Sendable {
    // MARK: - Errors
    case errorOffline
    case errorTimeout
    case errorNotFoundTodo
    case errorNotFoundCity
    case errorNotFoundPost
    case errorUnauthorized
    case errorRateLimited
    case errorRateLimitedRetry
    case errorServer
    case errorUnreadableResponse
    case errorStorageUnreadable
    case errorStorageUnavailable
    case errorStorageBusy
    case errorStorageFull
    case errorStorageReadOnly
    case errorStorageNewerVersion
    case errorStorageCorruptRecord
    case errorStorageFailed
    case errorCancelled
    case errorMissingAPIKey
    case errorInvalidSetting
    case errorUnusableProxy

    // MARK: - Validation
    case validationEmpty
    case validationTooShort
    case validationTooLong
    case validationMalformed
    case validationAmbiguous
    case validationBelowMinimum
    case validationAboveMaximum
    case validationAtLine
    case validationControlCharacter
    case validationOversizedCharacter
    case fieldTodoTitle
    case fieldTodoID
    case fieldCity
    case fieldPostID
    case fieldPage
    case fieldPageSize
    case fieldSearch
    case fieldProfileName
    case fieldTodoOrder

    // MARK: - Todos
    case todoAdded
    case todoCompleted
    case todoReopened
    case todoRenamed
    case todoMoved
    case todoDeleted
    case todosClearedCompleted
    case todosDeletedAll
    case todosImported
    case todoListPage
    case todoListEmpty
    case todoListNoMatches
    case todoListNoneOpen
    case todoListNoneDone
    case todoListSummary
    case todoColumnID
    case todoColumnDone
    case todoColumnOrder
    case todoColumnTitle

    // MARK: - Weather
    case weatherNoDescription
    case weatherClear
    case weatherClouds
    case weatherRain
    case weatherDrizzle
    case weatherThunderstorm
    case weatherSnow
    case weatherMist
    case weatherFeelsLike
    case weatherRange
    case weatherHumidity
    case weatherStale
    case weatherLoading

    // MARK: - Posts
    case postsUnknownAuthor
    case postsByAuthor
    case postsPage
    case postsEmpty
    case postsNoMatches
    case postsStale
    case postsLoading

    // MARK: - Profile
    case profileRegistrationFailed
    case profileNameRule
    case profileChooseGender
    case profileSaveFailed
    case profileRegistered
    case profileSaved
    case profileNotRegistered
    case profileLabelName
    case profileLabelGender
    case profileLabelRegisteredAt
    case genderMale
    case genderFemale
    case genderUnspecified

    // MARK: - Web
    case webSkipToContent
    case webLanguage
    case webFormExpired
    case webUnreadableForm
    case webNotFound
    case webTooLarge
    case webMalformedJSON
    case webMisdirected
    case webMethodNotAllowed
    case apiOriginRefused
    case apiUnsupportedMediaType
    case apiUnauthorized
    case serveNeedsPassword
    case serveShortPassword
    case signInTitle
    case signInPasswordLabel
    case signInButton
    case signInWrongPassword
    case signInTooManyAttempts
    case signOut
    case signedOut
    case navDashboard
    case navWeather
    case navTodos
    case navPosts
    case navProfile
    case dashboardNoCity
    case dashboardOpenTodos
    case dashboardLatestPosts
    case weatherCityLabel
    case weatherSearch
    case weatherHourlyTitle
    case todoNewLabel
    case todoAdd
    case todoSearchLabel
    case todoFilterLabel
    case todoFilterAll
    case todoFilterOpen
    case todoFilterDone
    case todoApplyFilter
    case todoMarkDone
    case todoMarkOpen
    case todoRenameLabel
    case todoRename
    case todoDelete
    case todoClearCompleted
    case postsSearchLabel
    case postsSearchSubmit
    case pagerPrevious
    case pagerNext
    case postsBackToList
    case profileFormTitle
    case profileRegister
    case profileStatusTitle

    // MARK: - Ages
    case ageJustNow
    case ageMinutes
    case ageHours
    case ageDays
}
