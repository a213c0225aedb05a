import DaybookPresentation

/// A post on its own, pushed over the Posts tab: its title, author and body; Esc goes back.
@MainActor
final class PostScreen<Model: PostViewModel>: AppScreen {
    let model: Model
    /// The first line of the body in view.
    private var scroll = 0

    init(model: Model) {
        self.model = model
    }

    func appear() { model.onAppear() }
    func disappear() { model.onDisappear() }
    func refresh() { Task { await model.refresh() } }

    var isTyping: Bool { false }
    var hints: any LocalizedText {
        if model.state.alert != nil { return AppText.keysAlert }
        return PostTabText.keysPost
    }

    func handle(_ key: TerminalKey) -> Bool {
        if model.state.alert != nil {
            if key == .enter || key == .escape { model.dismissAlert() }
            if key == .escape || key == .enter, model.state.detail == nil { model.close() }
            return true
        }
        switch key {
        case .escape, .backspace, .left: model.close()
        case .down, .character("j"): scroll += 1
        case .up, .character("k"): scroll = max(0, scroll - 1)
        default: return false
        }
        return true
    }

    func draw(into screen: inout ScreenBuffer, in area: TerminalRect, style: AppStyle) {
        let state = model.state
        guard let post = state.detail else {
            if state.isLoading {
                screen.put(style(.loading), row: area.row, column: area.column, style: style.secondary)
            }
            if let alert = state.alert {
                AppDrawing.alert(title: alert.title, message: alert.message, in: area, into: &screen, style: style)
            }
            return
        }
        let title = AppDrawing.wrap(post.title, width: area.columns)
        var row = area.row
        for line in title where row < area.row + area.rows {
            screen.put(line, row: row, column: area.column, style: style.title)
            row += 1
        }
        screen.put(post.byline, row: row, column: area.column, style: style.secondary, maxWidth: area.columns)
        row += 2
        let body = AppDrawing.wrap(post.body, width: area.columns)
        scroll = min(scroll, max(0, body.count - 1))
        for line in body.dropFirst(scroll) where row < area.row + area.rows {
            screen.put(line, row: row, column: area.column)
            row += 1
        }
        if let stale = post.staleNotice {
            screen.put(
                stale, row: area.row + area.rows - 1, column: area.column, style: style.warning, maxWidth: area.columns)
        }
    }
}
