import DaybookPresentation

/// One screen of the terminal app, bound to its view model: it draws the view model's state and
/// turns keys into the view model's intents. Generic screens (``TodoListScreen``…) are written
/// against the view-model protocols only.
@MainActor
protocol AppScreen: AnyObject {
    /// The screen became the one shown: its view model's `onAppear`.
    func appear()
    /// Another screen is shown instead: its view model's `onDisappear`.
    func disappear()
    /// Draws the screen's state in `area`.
    func draw(into screen: inout ScreenBuffer, in area: TerminalRect, style: AppStyle)
    /// Handles `key`; `false` leaves it to the app (tab switches, quit).
    func handle(_ key: TerminalKey) -> Bool
    /// Handles pasted text, when a line is being typed.
    func paste(_ text: String)
    /// Whether the keyboard is typing into a line: then every printable key is text, not a command.
    var isTyping: Bool { get }
    /// The keys this screen takes now, for the footer.
    var hints: any LocalizedText { get }
    /// Reads what the screen shows again (`r`).
    func refresh()
    /// A click on the body's row `row` (0-based from the body's top).
    func click(row: Int)
}

extension AppScreen {
    func paste(_ text: String) {}
    func click(row: Int) {}
}
