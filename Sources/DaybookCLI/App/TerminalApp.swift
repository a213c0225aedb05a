import DaybookPresentation
import Observation

/// The full-screen terminal app: its tabs (the guides' four apps and a dashboard), each a screen
/// bound to its view model, in a terminal that lives. It draws what the view models hold and redraws whenever their state
/// changes (observed as SwiftUI observes it, with `withObservationTracking`), so a todo added by
/// another process appears without a key press.
@MainActor
final class TerminalApp {
    /// The smallest terminal the screens are laid out for; smaller ones get a message instead.
    static let minimum = TerminalSize(rows: 12, columns: 44)

    /// How the app makes what it needs: its tabs' screens, and the detail screens routers push.
    struct Screens {
        let dashboard: any AppScreen
        let weather: any WeatherTabScreen
        let todos: any AppScreen
        let posts: any AppScreen
        let profile: any AppScreen
        /// Tells the dashboard the city the weather screen found.
        let cityFound: @MainActor (String) -> Void
        let todo: @MainActor (String) -> any AppScreen
        let post: @MainActor (Int) -> (any AppScreen)?
    }

    private let output: @Sendable (String) -> Void
    private let size: () -> TerminalSize
    private let renderer: FrameRenderer
    private let style: AppStyle
    private let screens: Screens
    private(set) var tab = AppTab.dashboard
    /// Screens pushed over each tab's own (a todo, a post), newest last.
    private var pushed: [AppTab: [any AppScreen]] = [:]
    private var previous: ScreenBuffer?
    private var redrawScheduled = false
    private(set) var isQuitting = false

    init(
        screens: Screens, localizer: Localizer, usesColor: Bool, size: @escaping () -> TerminalSize,
        output: @escaping @Sendable (String) -> Void
    ) {
        self.screens = screens
        style = AppStyle(localizer: localizer)
        renderer = FrameRenderer(usesColor: usesColor)
        self.size = size
        self.output = output
    }

    var current: any AppScreen { pushed[tab]?.last ?? root(tab) }

    private func root(_ tab: AppTab) -> any AppScreen {
        switch tab {
        case .dashboard: screens.dashboard
        case .weather: screens.weather
        case .todos: screens.todos
        case .posts: screens.posts
        case .profile: screens.profile
        }
    }

    /// Runs until `q`, Ctrl-C or the end of the input, drawing after every event and every change.
    func run(events: AsyncStream<TerminalEvent>) async {
        current.appear()
        draw()
        for await event in events {
            handle(event)
            if isQuitting { break }
            draw()
        }
        current.disappear()
    }

    // MARK: - Navigation (what the router asks)

    func select(_ tab: AppTab) {
        guard tab != self.tab else { return }
        current.disappear()
        if self.tab == .weather, let city = screens.weather.foundCity { screens.cityFound(city) }
        self.tab = tab
        current.appear()
    }

    func pushTodo(id: String) { push(screens.todo(id)) }

    func pushPost(id: Int) {
        if let screen = screens.post(id) { push(screen) }
    }

    func showWeather(city: String) { screens.weather.show(city: city) }

    func pop() {
        guard pushed[tab]?.isEmpty == false else { return }
        current.disappear()
        pushed[tab]?.removeLast()
        current.appear()
    }

    private func push(_ screen: any AppScreen) {
        current.disappear()
        pushed[tab, default: []].append(screen)
        screen.appear()
    }

    // MARK: - Input

    func handle(_ event: TerminalEvent) {
        switch event {
        case .resize:
            previous = nil
        case .paste(let text):
            current.paste(text)
        case .mouse(let mouse):
            click(mouse)
        case .key(let key):
            handle(key)
        }
    }

    private func handle(_ key: TerminalKey) {
        switch key {
        case .control("c"),
            .control("d") where !current.isTyping:
            isQuitting = true
            return
        case .control("l"):
            previous = nil
            return
        default: break
        }
        if current.isTyping {
            _ = current.handle(key)
            return
        }
        switch key {
        case .character("q"): isQuitting = true
        case .tab: select(tab.next())
        case .backTab: select(tab.next(backwards: true))
        case .character(let digit) where AppTab(digit: digit) != nil: select(AppTab(digit: digit) ?? tab)
        case .character("r"): current.refresh()
        default:
            if !current.handle(key), key == .escape { pop() }
        }
    }

    private func click(_ mouse: TerminalMouseEvent) {
        guard mouse.action == .press, mouse.button == .left else { return }
        if mouse.row == 0 {
            var column = 0
            for (tab, label) in labels(columns: size().columns) {
                let width = ScreenBuffer.columns(label)
                if mouse.column < column + width {
                    select(tab)
                    return
                }
                column += width
            }
        } else if mouse.row >= 1 {
            current.click(row: mouse.row - 1)
        }
    }

    // MARK: - Drawing

    /// The tab bar's labels: every tab named when they fit in `columns`, else the current tab
    /// named and the others by their number (so all five stay in reach on a narrow terminal).
    private func labels(columns: Int) -> [(AppTab, String)] {
        let full = AppTab.allCases.map { ($0, " \($0.rawValue + 1) \(style($0.title)) ") }
        guard full.reduce(0, { $0 + ScreenBuffer.columns($1.1) }) > columns else { return full }
        return full.map { tab, label in (tab, tab == self.tab ? label : " \(tab.rawValue + 1) ") }
    }

    /// Draws the screen, and arranges to draw again when anything it read changes.
    func draw() {
        let frame = withObservationTracking {
            compose()
        } onChange: { [weak self] in
            Task { @MainActor in self?.scheduleRedraw() }
        }
        let text = renderer.render(frame, over: previous)
        if !text.isEmpty { output(text) }
        previous = frame
    }

    /// A burst of changes draws once.
    private func scheduleRedraw() {
        guard !redrawScheduled, !isQuitting else { return }
        redrawScheduled = true
        Task { @MainActor in
            redrawScheduled = false
            draw()
        }
    }

    /// The whole frame: the tab bar, the current screen, the key hints.
    func compose() -> ScreenBuffer {
        let size = size()
        guard let layout = TerminalLayout(size: size, footerRows: 2, minimum: Self.minimum) else {
            return TerminalLayout.tooSmall(
                style(.tooSmall, ["size": Self.minimum.description]).split(separator: "\n").map(String.init), in: size)
        }
        var screen = ScreenBuffer(size: size)
        var column = layout.header.column
        for (tab, label) in labels(columns: size.columns) {
            column += screen.put(
                label, row: layout.header.row, column: column, style: tab == self.tab ? style.selected : style.title)
        }
        current.draw(into: &screen, in: layout.body.inset(horizontal: 1), style: style)
        // The screen's keys, then the app's (none while typing: every key is text), over the
        // footer's lines: at 80 columns every key is named whole, in either language.
        let keys = AppDrawing.keyLines(
            style(current.hints), current.isTyping ? nil : style(.keysGlobal), columns: layout.footer.columns,
            rows: layout.footer.rows)
        for (offset, line) in keys.enumerated() {
            screen.put(
                line, row: layout.footer.row + offset, column: layout.footer.column, style: style.secondary,
                maxWidth: layout.footer.columns)
        }
        return screen
    }
}
