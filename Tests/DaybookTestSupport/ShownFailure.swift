import DaybookPresentation

// What a front end shows when a call fails: the error it threw, presented once, in `language`,
// as the command line and the web app present it (`ErrorViewState(_:localizer:)`). `nil` when
// the call did not fail.

public func shownFailure<T>(in language: Language = .english, _ body: () throws -> T) -> ErrorViewState? {
    do {
        _ = try body()
        return nil
    } catch {
        return ErrorViewState(error, localizer: Localizer(language: language))
    }
}

public func shownFailure<T>(in language: Language = .english, _ body: () async throws -> T) async -> ErrorViewState? {
    do {
        _ = try await body()
        return nil
    } catch {
        return ErrorViewState(error, localizer: Localizer(language: language))
    }
}
