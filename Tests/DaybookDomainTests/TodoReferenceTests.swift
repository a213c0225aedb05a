import DaybookDomain
import Foundation
import Testing

@Suite("TodoReference: what a user types to name a todo")
struct TodoReferenceTests {
    @Test("prefixes are normalized", arguments: [("3F2A", "3f2a"), ("  abcd-12 ", "abcd-12")])
    func normalized(raw: String, expected: String) throws {
        #expect(try TodoReference(raw).text == expected)
    }

    @Test(
        "bad references name the rule they break",
        arguments: [
            ("", ValidationError.Rule.empty),
            ("abc", .tooShort(minimum: 4)),
            ("zzzz", .malformed),
            ("12 34", .malformed),
            (String(repeating: "a", count: 37), .malformed),
        ])
    func invalid(raw: String, rule: ValidationError.Rule) {
        #expect(throws: AppError.validation(ValidationError(field: .todoID, rule: rule))) {
            try TodoReference(raw)
        }
    }

    @Test func aReferenceIsTheLowerCaseTextOfAnIDsPrefix() throws {
        let id = TodoID(UUID(uuidString: "3F2A9C1E-0000-4000-8000-000000000000")!)
        #expect(try TodoReference(" 3F2A\n").text == "3f2a")
        #expect(try TodoReference(id.description.uppercased()).text == id.description)
    }
}
