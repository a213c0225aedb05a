import DaybookDomain
import Foundation
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

@Suite("TextRule's own trimming and counting agree with Foundation's")
struct TextRuleAgreementTests {
    /// Every character Foundation's `.whitespacesAndNewlines` holds, and some it does not.
    static let whitespace: [String] = [
        " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}", "\u{200A}",
        "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}",
    ]
    static let other: [String] = ["a", "あ", "e\u{301}", "👨‍👩‍👧", "🇯🇵", "\u{200B}", "\u{301}", "x y", "-"]

    @Test func trimmingMatchesFoundationForEveryMixOfEdgesAndMiddles() {
        var generator = SystemRandomNumberGenerator()
        let pieces = Self.whitespace + Self.other
        for _ in 0..<5000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement()! }.joined()
            #expect(
                TextRule.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines),
                "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func everyScalarFoundationTrimsIsTrimmed() {
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "\(scalar)a\(scalar)"
            #expect(TextRule.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines), "U+\(value)")
        }
    }

    /// The rule written plainly: Foundation's trimming, any control character left inside (the
    /// pieces hold tabs, line breaks and separators), then every character counted.
    func reference(_ rule: TextRule, _ raw: String) -> ValidationError.Rule? {
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        let length = trimmed.count
        if length == 0 { return .empty }
        if trimmed.unicodeScalars.contains(where: TextRule.isControl) { return .controlCharacter }
        if length < rule.minimum { return .tooShort(minimum: rule.minimum) }
        if length > rule.maximum { return .tooLong(maximum: rule.maximum) }
        return nil
    }

    @Test func lengthsAreJudgedAsCountingEveryCharacterWould() {
        let rule = TextRule(field: .todoTitle, minimum: 3, maximum: 5)
        let pieces = Self.whitespace + Self.other
        for _ in 0..<5000 {
            let text = (0..<Int.random(in: 0...9)).map { _ in pieces.randomElement()! }.joined()
            let broken: ValidationError.Rule?
            do {
                _ = try rule.validate(text)
                broken = nil
            } catch {
                guard case .validation(let failure) = error else { return }
                broken = failure.rule
            }
            #expect(broken == reference(rule, text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
