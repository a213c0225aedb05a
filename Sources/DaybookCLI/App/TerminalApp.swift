import DaybookPresentation
import Observation

/// The full-screen terminal app: its tabs (``TerminalTabs/all``: the guides' four apps and a
/// dashboard), each a screen bound to its view model, in a terminal that lives. It draws what the
/// view models hold and redraws whenever their state changes (observed as SwiftUI observes it,
/// with `withObservationTracking`), so a todo added by another process appears without a key press.
@MainActor
final class TerminalApp {
    /// The smallest terminal the screens are laid out for; smaller ones get a message instead.
    static let minimum = TerminalSize(rows: 12, columns: 44)

    private let output: @Sendable (String) -> Void
    private let size: () -> TerminalSize
    private let renderer: FrameRenderer
    private let style: AppStyle
    /// The tabs, in the tab bar's order.
    private let tabs: [any TerminalTab]
    /// Which of them is shown.
    private var selected = 0
    /// Screens pushed over each tab's own (a todo, a post), by the tab's place, newest last.
    private var pushed: [Int: [any AppScreen]] = [:]
    private var previous: ScreenBuffer?
    private var redrawScheduled = false
    private(set) var isQuitting = false

    init(
        tabs: [any TerminalTab], localizer: Localizer, usesColor: Bool, size: @escaping () -> TerminalSize,
        output: @escaping @Sendable (String) -> Void
    ) {
        precondition(!tabs.isEmpty, "the app shows a tab")
        self.tabs = tabs
        style = AppStyle(localizer: localizer)
        renderer = FrameRenderer(usesColor: usesColor)
        self.size = size
        self.output = output
    }

    /// The tab shown.
    var tab: any TerminalTab { tabs[selected] }

    var current: any AppScreen { pushed[selected]?.last ?? tab.screen }

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

    /// Shows the tab of type `Tab`, and returns it; `nil` when the app has none.
    @discardableResult
    func select<Tab: TerminalTab>(_ type: Tab.Type) -> Tab? {
        guard let index = tabs.firstIndex(where: { $0 is Tab }) else { return nil }
        select(index)
        return tabs[index] as? Tab
    }

    private func select(_ index: Int) {
        guard index != selected else { return }
        current.disappear()
        let leaving = tab
        for other in tabs { other.left(leaving) }
        selected = index
        current.appear()
    }

    /// Pushes `screen` over the tab shown (a todo's over the list).
    func push(_ screen: any AppScreen) {
        current.disappear()
        pushed[selected, default: []].append(screen)
        screen.appear()
    }

    func pop() {
        guard pushed[selected]?.isEmpty == false else { return }
        current.disappear()
        pushed[selected]?.removeLast()
        current.appear()
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
        case .tab: select((selected + 1) % tabs.count)
        case .backTab: select((selected + tabs.count - 1) % tabs.count)
        case .character(let digit) where index(digit: digit) != nil: select(index(digit: digit) ?? selected)
        case .character("r"): current.refresh()
        default:
            if !current.handle(key), key == .escape { pop() }
        }
    }

    /// The place of the tab a digit key names (`1` is the first), if any.
    private func index(digit: Character) -> Int? {
        guard let number = digit.wholeNumberValue, tabs.indices.contains(number - 1) else { return nil }
        return number - 1
    }

    private func click(_ mouse: TerminalMouseEvent) {
        guard mouse.action == .press, mouse.button == .left else { return }
        if mouse.row == 0 {
            var column = 0
            for (index, label) in labels(columns: size().columns).enumerated() {
                let width = ScreenBuffer.columns(label)
                if mouse.column < column + width {
                    select(index)
                    return
                }
                column += width
            }
        } else if mouse.row >= 1 {
            current.click(row: mouse.row - 1)
        }
    }

    // MARK: - Drawing

    /// The tab bar's labels, in the tabs' order: every tab named when they fit in `columns`, else
    /// the current tab named and the others by their number (so all stay in reach on a narrow
    /// terminal).
    private func labels(columns: Int) -> [String] {
        let full = tabs.enumerated().map { index, tab in
            let title: any LocalizedText = type(of: tab).title
            return " \(index + 1) \(style(title)) "
        }
        guard full.reduce(0, { $0 + ScreenBuffer.columns($1) }) > columns else { return full }
        return full.enumerated().map { $0.offset == selected ? $0.element : " \($0.offset + 1) " }
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
        for (index, label) in labels(columns: size.columns).enumerated() {
            column += screen.put(
                label, row: layout.header.row, column: column, style: index == selected ? style.selected : style.title)
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
