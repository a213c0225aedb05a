import DaybookDomain
import Testing

@Suite("TodoTitle rules")
struct TodoTitleTests {
    @Test(
        "valid titles are trimmed",
        arguments: [
            ("Buy milk", "Buy milk"),
            ("  padded  ", "padded"),
            ("\n\tTabs and newlines\n", "Tabs and newlines"),
            ("x", "x"),
            ("牛乳を買う", "牛乳を買う"),
            ("inner  spaces stay", "inner  spaces stay"),
        ])
    func validTitle(raw: String, expected: String) throws {
        #expect(try TodoTitle(raw).value == expected)
    }

    @Test("blank titles are refused as empty", arguments: ["", " ", "\n\t ", "\u{3000}"])
    func blankTitle(raw: String) {
        #expect(throws: AppError.validation(ValidationError(field: .todoTitle, rule: .empty))) {
            try TodoTitle(raw)
        }
    }

    @Test(
        "length is counted in characters as seen, up to 500",
        arguments: [
            (String(repeating: "a", count: 500), true),
            (String(repeating: "a", count: 501), false),
            // 500 family emoji are 500 characters, though thousands of bytes.
            (String(repeating: "👨‍👩‍👧", count: 500), true),
            (String(repeating: "👨‍👩‍👧", count: 501), false),
            // "e" + combining acute accent is one character.
            (String(repeating: "e\u{301}", count: 500), true),
            ("  " + String(repeating: "b", count: 500) + "  ", true),
        ])
    func maximumLength(raw: String, isValid: Bool) {
        let tooLong = AppError.validation(ValidationError(field: .todoTitle, rule: .tooLong(maximum: 500)))
        if isValid {
            #expect(throws: Never.self) { try TodoTitle(raw) }
        } else {
            #expect(throws: tooLong) { try TodoTitle(raw) }
        }
    }
}
