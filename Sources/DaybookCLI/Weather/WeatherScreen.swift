import DaybookPresentation

/// The Weather tab: a city field searched as it is typed, and the weather card with its icon and
/// the day's temperatures, bound to a ``WeatherViewModel``.
@MainActor
final class WeatherScreen<Model: WeatherViewModel>: AppScreen {
    let model: Model
    private var line: LineEditor?

    init(model: Model) {
        self.model = model
    }

    func appear() { model.onAppear() }
    func disappear() { model.onDisappear() }
    func refresh() { Task { await model.refresh() } }

    var isTyping: Bool { line != nil }
    var hints: any LocalizedText { line == nil ? WeatherTabText.keys : WeatherTabText.keysEditing }

    /// The city as searched (not the card's label, "Tokyo, JP", which a search may not find):
    /// the dashboard's card takes it.
    var foundCity: String? { model.state.card == nil ? nil : model.state.city }
    /// Searches `city` (the router's `showWeather(city:)`: the dashboard's card was opened): the
    /// field shows it, closed.
    func show(city: String) {
        line = nil
        model.show(city: city)
    }

    /// As on the Todos and Posts tabs: `/` (or `c`, or Enter) opens the field, Esc leaves it, and
    /// every other key is the app's (`q` quits) until it is opened. Nothing here takes a key
    /// away from the field: a city not found is said under it, not in an alert.
    func handle(_ key: TerminalKey) -> Bool {
        if var editing = line {
            if editing.handle(key) {
                line = editing
                model.searchTextChanged(editing.text)
            } else if key == .enter {
                line = nil
                model.submit()
            } else if key == .escape {
                line = nil
            }
            return true
        }
        switch key {
        case .character("/"), .character("c"), .enter: line = LineEditor(model.state.cityText)
        default: return false
        }
        return true
    }

    func paste(_ text: String) {
        guard var editing = line else { return }
        editing.paste(text)
        line = editing
        model.searchTextChanged(editing.text)
    }

    func draw(into screen: inout ScreenBuffer, in area: TerminalRect, style: AppStyle) {
        let state = model.state
        let text = line?.text ?? state.cityText
        AppDrawing.field(
            style(WeatherTabText.cityPrompt), text, typing: line != nil, row: area.row, in: area, into: &screen,
            style: style, placeholder: style.localizer(WeatherText.cityPlaceholder))
        let card = TerminalRect(row: area.row + 2, column: area.column, rows: area.rows - 2, columns: area.columns)
        if let weather = state.card {
            Self.drawCard(weather, into: &screen, in: card, style: style)
        } else if state.isLoading {
            screen.put(
                style.localizer(WeatherText.fetching), row: card.row, column: card.column, style: style.secondary)
        } else if let error = state.errorMessage {
            // Guide 000's error: in red, where the card was (the view model has let it go).
            for (offset, text) in AppDrawing.wrap(error, width: card.columns).prefix(card.rows).enumerated() {
                screen.put(text, row: card.row + offset, column: card.column, style: style.failure)
            }
        } else {
            let hint = line == nil ? " " + style(WeatherTabText.cityKeyHint) : ""
            screen.put(
                style(WeatherTabText.cityNeeded) + hint, row: card.row, column: card.column, style: style.secondary,
                maxWidth: card.columns)
        }
    }

    /// The card as the CLI's `daybook weather` shows it, with a text icon in place of the symbol.
    static func drawCard(
        _ card: WeatherCardViewState, into screen: inout ScreenBuffer, in area: TerminalRect, style: AppStyle
    ) {
        var row = area.row
        let icon = WeatherIcon.text(for: card.iconName)
        let used = screen.put(icon + " ", row: row, column: area.column, style: style.accent)
        screen.put(card.place, row: row, column: area.column + used, style: style.title, maxWidth: area.columns - used)
        row += 1
        let temperature = screen.put(card.temperature, row: row, column: area.column, style: style.title)
        screen.put(
            "  " + card.description, row: row, column: area.column + temperature, maxWidth: area.columns - temperature)
        row += 1
        for detail in card.details where row < area.row + area.rows {
            screen.put(detail, row: row, column: area.column, style: style.secondary, maxWidth: area.columns)
            row += 1
        }
        if let first = card.hourly.first, let last = card.hourly.last, row + 1 < area.row + area.rows {
            row += 1
            let curve = WeatherCardRenderer.sparkline(card.hourly.map(\.temperature))
            screen.put("\(first.hour) \(curve) \(last.hour)", row: row, column: area.column, maxWidth: area.columns)
            row += 1
            let temperatures = card.hourly.map(\.temperature)
            if let low = card.hourly.first(where: { $0.temperature == temperatures.min() }),
                let high = card.hourly.first(where: { $0.temperature == temperatures.max() }),
                row < area.row + area.rows
            {
                screen.put(
                    "↓ \(low.label) \(low.hour)  ↑ \(high.label) \(high.hour)", row: row, column: area.column,
                    style: style.secondary, maxWidth: area.columns)
                row += 1
            }
        }
        if let stale = card.staleNotice, row < area.row + area.rows {
            screen.put(stale, row: row, column: area.column, style: style.warning, maxWidth: area.columns)
        }
    }
}
