import DaybookPresentation

/// A todo on its own, pushed over the Todos tab: rename it, complete it, go back with Esc.
@MainActor
final class TodoEditScreen<Model: TodoEditViewModel>: AppScreen {
    let model: Model
    private var line: LineEditor?

    init(model: Model) {
        self.model = model
    }

    func appear() { model.onAppear() }
    func disappear() { model.onDisappear() }
    func refresh() { model.onAppear() }

    var isTyping: Bool { line != nil }
    var hints: any LocalizedText {
        if model.state.alert != nil { return AppText.keysAlert }
        return line == nil ? TodoTabText.keysTodo : TodoTabText.keysField
    }

    func handle(_ key: TerminalKey) -> Bool {
        if model.state.alert != nil {
            if key == .enter || key == .escape { model.dismissAlert() }
            return true
        }
        if var editing = line {
            if editing.handle(key) {
                line = editing
                model.titleChanged(editing.text)
            } else if key == .enter {
                line = nil
                Task { await model.save() }
            } else if key == .escape {
                line = nil
                model.titleChanged(model.state.todo?.title ?? "")
            }
            return true
        }
        switch key {
        case .character("e"), .enter:
            guard !model.state.isGone else { return true }
            line = LineEditor(model.state.title)
        case .character(" "), .character("x"): Task { await model.toggle() }
        case .escape, .backspace, .left: model.close()
        default: return false
        }
        return true
    }

    func paste(_ text: String) {
        guard var editing = line else { return }
        editing.paste(text)
        line = editing
        model.titleChanged(editing.text)
    }

    func draw(into screen: inout ScreenBuffer, in area: TerminalRect, style: AppStyle) {
        let state = model.state
        if let todo = state.todo {
            let box = todo.isCompleted ? "[✓] " : "[ ] "
            let used = screen.put(box, row: area.row, column: area.column, style: style.title)
            screen.put(
                todo.title, row: area.row, column: area.column + used, style: style.title, maxWidth: area.columns - used
            )
            screen.put(todo.id, row: area.row + 1, column: area.column, style: style.secondary)
            AppDrawing.field(
                style(TodoTabText.renamePrompt), line?.text ?? state.title, typing: line != nil, row: area.row + 3,
                in: area,
                into: &screen, style: style)
        } else if !state.isGone {
            screen.put(style(.loading), row: area.row, column: area.column, style: style.secondary)
        }
        if let message = state.message {
            screen.put(
                message, row: area.row + area.rows - 1, column: area.column, style: style.success,
                maxWidth: area.columns)
        }
        if let alert = state.alert {
            AppDrawing.alert(title: alert.title, message: alert.message, in: area, into: &screen, style: style)
        }
    }
}
