import DaybookDomain
import Testing

@Suite("TextRule: trimmed, then between minimum and maximum characters as seen")
struct TextRuleTests {
    let rule = TextRule(field: .todoTitle, minimum: 2, maximum: 4)

    @Test(
        arguments: [
            ("", ValidationError.Rule?.some(.empty)), ("   ", .empty), ("a", .tooShort(minimum: 2)),
            (" a ", .tooShort(minimum: 2)), ("ab", nil), ("abcd", nil), ("abcde", .tooLong(maximum: 4)),
            ("👨‍👩‍👧👨‍👩‍👧", nil), ("e\u{301}", .tooShort(minimum: 2)),
        ])
    func edges(raw: String, broken: ValidationError.Rule?) {
        if let broken {
            #expect(throws: AppError.validation(ValidationError(field: .todoTitle, rule: broken))) {
                try rule.validate(raw)
            }
        } else {
            #expect(throws: Never.self) { try rule.validate(raw) }
        }
    }
}
