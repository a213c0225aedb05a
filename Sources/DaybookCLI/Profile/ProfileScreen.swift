import DaybookPresentation

/// The Profile tab: guide 001's registration form (its title, the name and the gender each marked
/// required, register) with its alerts, and the profile as saved, bound to a ``ProfileViewModel``.
@MainActor
final class ProfileScreen<Model: ProfileViewModel>: AppScreen {
    enum Field: Int, CaseIterable {
        case name
        case gender
        case register
    }

    let model: Model
    private(set) var field = Field.name
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
        return line == nil ? ProfileTabText.keys : ProfileTabText.keysEditing
    }

    func handle(_ key: TerminalKey) -> Bool {
        if model.state.alert != nil {
            if key == .enter || key == .escape { model.dismissAlert() }
            return true
        }
        if var editing = line {
            if editing.handle(key) {
                line = editing
                model.nameChanged(editing.text)
            } else if key == .enter || key == .escape || key == .down {
                line = nil
                if key != .escape { field = .gender }
            }
            return true
        }
        switch key {
        case .up, .character("k"): field = Field(rawValue: max(0, field.rawValue - 1)) ?? .name
        case .down, .character("j"):
            field = Field(rawValue: min(Field.allCases.count - 1, field.rawValue + 1)) ?? .register
        case .left where field == .gender: chooseGender(by: -1)
        case .right where field == .gender, .character(" ") where field == .gender: chooseGender(by: 1)
        case .enter:
            switch field {
            case .name: line = LineEditor(model.state.name)
            case .gender: field = .register
            case .register: Task { await model.register() }
            }
        default: return false
        }
        return true
    }

    func paste(_ text: String) {
        guard var editing = line else { return }
        editing.paste(text)
        line = editing
        model.nameChanged(editing.text)
    }

    /// The next or previous choice, from "not selected" on, going round.
    private func chooseGender(by step: Int) {
        let state = model.state
        guard !state.genders.isEmpty else { return }
        let current = state.genders.firstIndex(where: state.isChosen)
        let next = current.map { ($0 + step + state.genders.count) % state.genders.count } ?? 0
        model.genderSelected(code: state.genders[next].code)
    }

    func draw(into screen: inout ScreenBuffer, in area: TerminalRect, style: AppStyle) {
        let state = model.state
        var row = area.row
        screen.put(
            style.localizer(ProfileText.formTitle), row: row, column: area.column, style: style.title,
            maxWidth: area.columns)
        row += 2
        let required = style.localizer(ProfileText.required)
        let label =
            max(
                ScreenBuffer.columns(style(ProfileTabText.nameLabel)),
                ScreenBuffer.columns(style(ProfileTabText.genderLabel)))
            + 1 + ScreenBuffer.columns(required) + 2
        marker(.name, row: row, into: &screen, area: area, style: style)
        self.label(style(ProfileTabText.nameLabel), required, row: row, into: &screen, area: area, style: style)
        let nameArea = TerminalRect(
            row: row, column: area.column + 2 + label, rows: 1, columns: area.columns - 2 - label)
        AppDrawing.field(
            "", line?.text ?? state.name, typing: line != nil, row: row, in: nameArea, into: &screen, style: style)
        let count = style(ProfileTabText.nameCount, ["count": "\(state.nameLength)", "limit": "\(state.nameLimit)"])
        screen.put(
            count, row: row, column: area.column + area.columns - ScreenBuffer.columns(count),
            style: state.isNameTooLong ? style.failure : style.secondary)
        row += 2
        marker(.gender, row: row, into: &screen, area: area, style: style)
        self.label(style(ProfileTabText.genderLabel), required, row: row, into: &screen, area: area, style: style)
        row = choices(state, from: area.column + 2 + label, row: row, into: &screen, area: area, style: style) + 2
        marker(.register, row: row, into: &screen, area: area, style: style)
        screen.put(
            style(ProfileTabText.registerButton), row: row, column: area.column + 2,
            style: field == .register ? style.selected : style.title)
        row += 2
        switch state.status {
        case .registered(let summary):
            for line in summary.lines where row < area.row + area.rows {
                screen.put("\(line.label): \(line.value)", row: row, column: area.column + 2, style: style.secondary)
                row += 1
            }
        case .notRegistered(let message):
            screen.put(message, row: row, column: area.column + 2, style: style.secondary, maxWidth: area.columns - 2)
        case .failed(let error):
            screen.put(
                error.message, row: row, column: area.column + 2, style: style.failure, maxWidth: area.columns - 2)
        case nil:
            screen.put(style(.loading), row: row, column: area.column + 2, style: style.secondary)
        }
        if let alert = state.alert {
            let message = [alert.message, alert.detail].compactMap { $0 }.joined(separator: "\n")
            AppDrawing.alert(title: alert.title ?? "", message: message, in: area, into: &screen, style: style)
        }
    }

    /// A field's label and its required mark.
    private func label(
        _ text: String, _ required: String, row: Int, into screen: inout ScreenBuffer, area: TerminalRect,
        style: AppStyle
    ) {
        let used = screen.put(text, row: row, column: area.column + 2, style: style.title)
        screen.put(required, row: row, column: area.column + 3 + used, style: style.failure)
    }

    /// The gender's choices from `column` on, going on to the next line where one would not fit
    /// whole; returns the last line used.
    private func choices(
        _ state: ProfileScreenState, from column: Int, row: Int, into screen: inout ScreenBuffer,
        area: TerminalRect, style: AppStyle
    ) -> Int {
        var (row, next) = (row, column)
        for gender in state.genders {
            let chosen = state.isChosen(gender)
            let text = (chosen ? "(●) " : "( ) ") + gender.label
            let width = ScreenBuffer.columns(text)
            if next > column, next + 2 + width > area.column + area.columns {
                (row, next) = (row + 1, column)
            } else if next > column {
                next += 2
            }
            next += screen.put(text, row: row, column: next, style: chosen ? style.accent : .plain)
        }
        return row
    }

    private func marker(
        _ row: Field, row line: Int, into screen: inout ScreenBuffer, area: TerminalRect, style: AppStyle
    ) {
        if field == row && self.line == nil { screen.put("›", row: line, column: area.column, style: style.accent) }
    }
}
