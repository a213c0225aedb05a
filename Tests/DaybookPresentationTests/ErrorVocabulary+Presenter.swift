import DaybookPresentation

extension ErrorVocabulary {
    /// A presenter with these words alone.
    func presenter(_ localizer: Localizer) -> ErrorPresenter {
        ErrorPresenter(localizer: localizer, vocabulary: self)
    }
}
