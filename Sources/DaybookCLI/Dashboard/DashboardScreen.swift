import DaybookPresentation

/// The Dashboard tab: a card per feature (the weather, the open todos with the counts, the
/// latest posts, the profile), each opening its screen, bound to a ``DashboardViewModel``.
@MainActor
final class DashboardScreen<Model: DashboardViewModel>: AppScreen {
    let model: Model
    private var cursor = ListCursor()

    init(model: Model) {
        self.model = model
    }

    func appear() { model.onAppear() }
    func disappear() { model.onDisappear() }
    func refresh() { Task { await model.refresh() } }

    var isTyping: Bool { false }
    var hints: any LocalizedText { DashboardTabText.keys }

    func handle(_ key: TerminalKey) -> Bool {
        if cursor.handle(key, count: DashboardCard.allCases.count, page: 1) { return true }
        guard key == .enter else { return false }
        model.open(DashboardCard.allCases[cursor.selected])
        return true
    }

    func click(row: Int) {
        // Which card's block the row is in, as drawn below.
        if let card = lastBlocks.last(where: { $0.row <= row })?.card,
            let index = DashboardCard.allCases.firstIndex(of: card)
        {
            cursor.moveTo(index, count: DashboardCard.allCases.count)
            model.open(card)
        }
    }

    /// Where each card started at the last draw, relative to the body's top: for clicks.
    private var lastBlocks: [(card: DashboardCard, row: Int)] = []

    func draw(into screen: inout ScreenBuffer, in area: TerminalRect, style: AppStyle) {
        let state = model.state
        let cards = DashboardCard.allCases.map { (card: $0, lines: lines($0, state, style)) }
        // On 80×24 every card is there, the profile whole: closer together, or the todos and the
        // posts shorter, when the rows are few.
        let (shown, gaps) = AppDrawing.stack(cards.map(\.lines.count), rows: area.rows)
        var row = area.row
        var blocks: [(card: DashboardCard, row: Int)] = []
        for (index, card) in cards.enumerated() where row < area.row + area.rows {
            blocks.append((card.card, row - area.row))
            let isSelected = index == cursor.selected
            let title = "▸ " + style(Self.title(card.card))
            screen.put(
                title, row: row, column: area.column, style: isSelected ? style.selected : style.title,
                maxWidth: area.columns)
            row += 1
            for line in card.lines.prefix(shown[index]) where row < area.row + area.rows {
                screen.put("  " + line.text, row: row, column: area.column, style: line.style, maxWidth: area.columns)
                row += 1
            }
            if index < gaps { row += 1 }
        }
        lastBlocks = blocks
    }

    /// A card is titled as the tab it opens.
    private static func title(_ card: DashboardCard) -> any LocalizedText {
        switch card {
        case .weather: WeatherTab.title
        case .todos: TodoTab.title
        case .posts: PostTab.title
        case .profile: ProfileTab.title
        }
    }

    private func lines(_ card: DashboardCard, _ state: DashboardScreenState, _ style: AppStyle)
        -> [(text: String, style: TerminalStyle)]
    {
        if let problem = state.problems[card] { return [(problem, style.failure)] }
        switch card {
        case .weather:
            guard !state.needsCity else { return [(style(DashboardTabText.noCity), style.secondary)] }
            guard let weather = state.weather else { return [(style(.loading), style.secondary)] }
            return [
                (
                    "\(WeatherIcon.text(for: weather.iconName)) \(weather.place)  \(weather.temperature)  \(weather.description)",
                    .plain
                )
            ]
        case .todos:
            guard let todos = state.todos else { return [(style(.loading), style.secondary)] }
            return [(todos.summary, style.title)] + state.openTodos.map { ("[ ] " + $0.title, .plain) }
        case .posts:
            guard state.posts != nil else { return [(style(.loading), style.secondary)] }
            return state.latestPosts.map { ($0.title, .plain) }
        case .profile:
            switch state.profile {
            case .registered(let summary): return summary.lines.map { ("\($0.label): \($0.value)", .plain) }
            case .notRegistered(let message): return [(message, style.secondary)]
            case .failed(let error): return [(error.message, style.failure)]
            case nil: return [(style(.loading), style.secondary)]
            }
        }
    }
}
