import DaybookPresentation

/// The app's looks: what each kind of text is drawn in. Colours drop out under `NO_COLOR`
/// (``FrameRenderer``); bold, dim and reverse stay, so a selection still shows.
struct AppStyle: Sendable {
    let localizer: Localizer

    let title = TerminalStyle(bold: true)
    let selected = TerminalStyle(reverse: true)
    let secondary = TerminalStyle(foreground: .gray, dim: true)
    let done = TerminalStyle(foreground: .gray, dim: true)
    let accent = TerminalStyle(foreground: .cyan, bold: true)
    let warning = TerminalStyle(foreground: .yellow)
    let failure = TerminalStyle(foreground: .red, bold: true)
    let success = TerminalStyle(foreground: .green)
    let field = TerminalStyle(underline: true)

    /// The app's own text (`style(.loading)`).
    func callAsFunction(_ text: AppText, _ values: KeyValuePairs<String, String> = [:]) -> String {
        localizer(text, values)
    }

    /// A tab's text (`style(TodoTabText.addPrompt)`), or any other.
    func callAsFunction(_ text: some LocalizedText, _ values: KeyValuePairs<String, String> = [:]) -> String {
        localizer(text, values)
    }
}
