import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

@testable import DaybookCLI

@MainActor
@Suite("The terminal app's Profile tab: guide 001's form, drawn with a fake view model", .timeLimit(.minutes(3)))
struct ProfileScreenTests {
    func model(_ language: Language) -> FakeProfileViewModel {
        let model = FakeProfileViewModel()
        model.state.genders = GenderOption.all(localizer: Localizer(language: language))
        return model
    }

    func draw(_ screen: ProfileScreen<FakeProfileViewModel>, _ language: Language, columns: Int) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: TerminalSize(rows: 16, columns: columns))
        screen.draw(
            into: &buffer, in: TerminalRect(row: 0, column: 0, rows: 16, columns: columns),
            style: AppStyle(localizer: Localizer(language: language)))
        return buffer
    }

    func lines(_ buffer: ScreenBuffer) -> [String] {
        buffer.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// Guide 001: the title プロフィール登録, each field marked 必須, and the picker's choices in
    /// its order, on 未選択 until one is chosen.
    @Test func theFormIsTheGuidesWithItsTitleItsMarksAndItsChoices() {
        let buffer = draw(ProfileScreen(model: model(.japanese)), .japanese, columns: 60)
        let lines = lines(buffer)
        #expect(lines[0] == "プロフィール登録")
        #expect(lines[2].hasPrefix("› 名前 必須") && lines[2].hasSuffix("0/10"))
        #expect(lines[4] == "  性別 必須  (●) 未選択  ( ) 男  ( ) 女  ( ) 選ばない")
        #expect(lines[6] == "  [ 登録 ]")
        let failure = AppStyle(localizer: Localizer(language: .japanese)).failure
        #expect(buffer[2, 7].character == "必" && buffer[2, 7].style == failure, "the mark stands out")
    }

    /// English is longer: on a narrow screen the choices go on as many lines as they need, none cut.
    @Test func theChoicesWrapOnANarrowScreenNoneCut() {
        let lines = lines(draw(ProfileScreen(model: model(.english)), .english, columns: 44))
        #expect(lines[0] == "Profile registration")
        #expect(lines[2].hasPrefix("› Name Required"))
        #expect(lines[4] == "  Gender Required  (●) Not selected")
        #expect(lines[5] == "                   ( ) Male  ( ) Female")
        #expect(lines[6] == "                   ( ) Prefer not to say")
        #expect(lines[8] == "  [ Register ]")
        #expect(!lines.prefix(9).contains { $0.contains("…") }, "the form's lines; the status below says Loading…")
    }

    @Test func theArrowsGoThroughTheChoicesFromNotSelected() {
        let model = model(.english)
        let screen = ProfileScreen(model: model)
        #expect(screen.handle(.down) && screen.handle(.right))
        #expect(model.intents.last == "gender male")
        #expect(screen.handle(.left))
        #expect(model.intents.last == "gender ", "back to Not selected")
        #expect(lines(draw(screen, .english, columns: 80))[4].contains("(●) Not selected"))
    }
}
