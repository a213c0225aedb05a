import DaybookDomain
import Foundation
import Testing

@Suite("TodoSearch: every word, case, accents and width ignored; checked like any input")
struct TodoSearchTests {
    @Test(
        arguments: [
            ("milk", "Buy MILK", true), ("ｍｉｌｋ", "Milk", true), ("milk", "ｍｉｌｋ", true), ("cafe", "Café", true),
            ("café", "CAFE au lait", true), ("tea", "Buy milk", false), ("", "anything", true),
            ("ﾐﾙｸ", "ミルク", true), ("牛乳", "牛乳を買う", true),
            // Every word, in any order, as a person types two words.
            ("a b", "a  b", true), ("walk dog", "Walk the dog", true), ("dog walk", "Walk the dog", true),
            ("walk cat", "Walk the dog", false), ("牛乳 買う", "牛乳を買う", true), ("ｗａｌｋ　DOG", "walk the dog", true),
        ])
    func matching(query: String, title: String, matches: Bool) throws {
        #expect(try TodoSearch(query).matches(title) == matches)
    }

    @Test func theASCIIShortcutAgreesWithFoundationsSearch() throws {
        let pieces = ["a", "B", "z", "Z", " ", "-", "é", "Ａ", "ｂ", "milk", "MiLk", "1", "_", "@", "[", "`", "{"]
        for _ in 0..<5000 {
            let title = (0..<Int.random(in: 0...8)).map { _ in pieces.randomElement()! }.joined()
            let query = (0..<Int.random(in: 1...3)).map { _ in pieces.randomElement()! }.joined()
            let search = try TodoSearch(query)
            guard !search.isEmpty else { continue }
            let expected = search.text.split(whereSeparator: \.isWhitespace).allSatisfy {
                title.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]) != nil
            }
            #expect(search.matches(title) == expected, "\(query) in \(title)")
        }
    }

    @Test func searchesAreCheckedLikeAnyInput() throws {
        #expect(throws: AppError.validation(ValidationError(field: .search, rule: .tooLong(maximum: 100)))) {
            try TodoSearch(String(repeating: "a", count: 101))
        }
        #expect(throws: AppError.validation(ValidationError(field: .search, rule: .controlCharacter))) {
            try TodoSearch("a\u{1B}b")
        }
        #expect(try TodoSearch(" \(String(repeating: "a", count: 100)) ").text.count == 100, "trimmed before counting")
    }
}
