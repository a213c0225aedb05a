import DaybookDomain
import Foundation
import Testing

@Suite("TextRule refuses control characters and oversized characters, in every field")
struct HostileTextTests {
    static let rule = TextRule(field: .todoTitle, maximum: 500)

    static func brokenRule(_ raw: String, _ rule: TextRule = rule) -> ValidationError.Rule? {
        do {
            _ = try rule.validate(raw)
            return nil
        } catch {
            guard case .validation(let failure) = error else { return nil }
            return failure.rule
        }
    }

    /// One of each kind a terminal or a reader could be fooled by, inside otherwise good text.
    @Test(
        arguments: [
            "\u{0}", "\u{1B}", "\u{1B}]0;pwned\u{7}", "\u{1B}[2J", "\t", "\n", "\r", "\u{7F}", "\u{85}", "\u{9B}",
            "\u{2028}", "\u{2029}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}",
        ])
    func controlCharactersInsideAreRefused(control: String) {
        #expect(Self.brokenRule("safe\(control)text") == .controlCharacter)
    }

    @Test func everyFieldThatTakesTextRefusesThem() {
        let hostile = "a\u{1B}[31mb"
        #expect(throws: AppError.validation(ValidationError(field: .todoTitle, rule: .controlCharacter))) {
            try TodoTitle(hostile)
        }
        #expect(throws: AppError.validation(ValidationError(field: .city, rule: .controlCharacter))) {
            try CityQuery(hostile)
        }
        #expect(throws: AppError.validation(ValidationError(field: .profileName, rule: .controlCharacter))) {
            try ProfileName(hostile)
        }
        #expect(throws: AppError.validation(ValidationError(field: .search, rule: .controlCharacter))) {
            try PostSearch(hostile)
        }
    }

    @Test func whitespaceAroundTheTextIsStillTrimmedNotRefused() throws {
        #expect(try Self.rule.validate("\n\t Buy milk \r\n") == "Buy milk")
    }

    @Test func marksRightToLeftTextNeedsAreAllowed() throws {
        // LRM and RLM only mark direction at one point; they cannot reorder what follows.
        #expect(Self.brokenRule("שלום\u{200F} world\u{200E}") == nil)
        #expect(Self.brokenRule("مرحبا بالعالم") == nil)
    }

    @Test func theCheckAgreesWithTheScalarSetOverEveryScalar() {
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a\(scalar)b"
            #expect(TextRule.containsControl(text) == TextRule.isControl(scalar), "U+\(String(value, radix: 16))")
        }
    }

    @Test func oneCharacterOfThousandsOfCombiningMarksIsRefused() {
        let zalgo = "a" + String(repeating: "\u{301}", count: 5000)
        #expect(zalgo.count == 1, "a person sees one character")
        #expect(Self.brokenRule(zalgo) == .oversizedCharacter)
        #expect(Self.brokenRule("ok " + zalgo) == .oversizedCharacter)
    }

    @Test func realCharactersOfManyScalarsAreAccepted() {
        let family = "👨🏻‍👩🏻‍👧🏻‍👦🏻"  // 41 bytes, one character
        let scotland = "🏴󠁧󠁢󠁳󠁣󠁴󠁿"  // a subdivision flag, 28 bytes
        let stacked = "e" + String(repeating: "\u{301}", count: 10)
        for text in [family, scotland, stacked, String(repeating: family, count: 500)] {
            #expect(Self.brokenRule(text) == nil, "\(text.utf8.count) bytes")
        }
    }

    @Test func anAcceptedTextIsBoundedInBytesAsWellAsCharacters() {
        // Built from the largest pieces: every accepted text stays within maximum × 64 bytes.
        let rule = TextRule(field: .todoTitle, maximum: 10)
        let pieces = [
            "a", "é", "👨🏻‍👩🏻‍👧🏻‍👦🏻", "e" + String(repeating: "\u{301}", count: 31), "e" + String(repeating: "\u{301}", count: 32),
        ]
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 1...12)).map { _ in pieces.randomElement()! }.joined()
            if Self.brokenRule(text, rule) == nil {
                #expect(text.utf8.count <= rule.maximum * TextRule.maximumCharacterBytes)
            }
        }
    }
}

@Suite("TodoOrder: a documented range, and placing last never overflows")
struct TodoOrderTests {
    @Test func ordersOutsideTheRangeAreRefused() throws {
        #expect(try TodoOrder.validate(TodoOrder.maximum) == 9_007_199_254_740_991)
        #expect(try TodoOrder.validate(TodoOrder.minimum) == -9_007_199_254_740_991)
        #expect(throws: AppError.validation(ValidationError(field: .todoOrder, rule: .aboveMaximum(TodoOrder.maximum))))
        {
            try TodoOrder.validate(Int.max)
        }
        #expect(throws: AppError.validation(ValidationError(field: .todoOrder, rule: .belowMinimum(TodoOrder.minimum))))
        {
            try TodoOrder.validate(Int.min)
        }
    }

    @Test func placingAfterTheLastStaysInTheRange() {
        #expect(TodoOrder.after(nil) == 1)
        #expect(TodoOrder.after(41) == 42)
        #expect(TodoOrder.after(TodoOrder.maximum) == TodoOrder.maximum, "shares the top; creation time decides")
        #expect(TodoOrder.after(Int.max) == TodoOrder.maximum, "an order written by an older Daybook")
        #expect(TodoOrder.after(Int.min) == TodoOrder.minimum + 1)
    }

}
