import DaybookDomain
import DaybookWebTestSupport
import Foundation
import Testing

@testable import DaybookWeb

/// The description served at `/api/openapi.json` must say what the server does: schemathesis
/// checks that in CI with generated values; this checks the title rule on the values that
/// generators rarely reach (every refused scalar, white space at either end, other scripts).
@Suite("The API's description agrees with the server")
struct TodoAPIDescriptionTests {
    static var schemas: [String: Any] {
        let document = try? JSONSerialization.jsonObject(with: Data(TodoAPIDescription.json.utf8))
        let components = (document as? [String: Any])?["components"] as? [String: Any]
        return components?["schemas"] as? [String: Any] ?? [:]
    }

    static func titlePattern(_ schema: String) throws -> NSRegularExpression {
        let properties = (schemas[schema] as? [String: Any])?["properties"] as? [String: Any]
        let title = try #require(properties?["title"] as? [String: Any])
        return try NSRegularExpression(pattern: try #require(title["pattern"] as? String))
    }

    /// Titles a person could send, and the hostile ones, each alone and around a word.
    static var samples: [String] {
        var samples = [
            "Купить молоко ☕", "Café", "우유 사기", "Γάλα", "ｍｉｌｋ", "買い物", "👨‍👩‍👧‍👦", "e\u{301}", "  padded  ",
            "\tBuy milk\n", "\u{200B}zero width", "", " ", "\u{3000}", "\u{85}", "a\u{200F}b",
        ]
        let refused: [ClosedRange<UInt32>] = [0x00...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069]
        let blank: [UInt32] = [0x20, 0xA0, 0x1680, 0x2000, 0x200A, 0x200B, 0x202F, 0x205F, 0x3000]
        for value in refused.flatMap({ Array($0) }) + blank {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = String(Character(scalar))
            samples += ["a\(character)b", "\(character)a", "a\(character)", character]
        }
        return samples
    }

    @Test(arguments: ["NewTodo", "TodoPatch"])
    func theTitlePatternAcceptsExactlyTheTitlesTheServerAccepts(schema: String) throws {
        let pattern = try Self.titlePattern(schema)
        for sample in Self.samples {
            let range = NSRange(sample.startIndex..., in: sample)
            let described = pattern.firstMatch(in: sample, range: range) != nil
            let accepted = (try? TodoTitle(sample)) != nil
            #expect(described == accepted, "\(sample.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func anOrderIsAWholeNumberInTheSafeRangeAndNeverNull() throws {
        for schema in ["NewTodo", "TodoPatch"] {
            let properties = (Self.schemas[schema] as? [String: Any])?["properties"] as? [String: Any]
            let order = try #require(properties?["order"] as? [String: Any])
            #expect(order["type"] as? String == "integer")
            #expect((order["minimum"] as? NSNumber)?.int64Value == Int64(TodoOrder.minimum))
            #expect((order["maximum"] as? NSNumber)?.int64Value == Int64(TodoOrder.maximum))
        }
    }
}
