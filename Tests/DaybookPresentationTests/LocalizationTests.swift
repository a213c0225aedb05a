import DaybookDomain
import Foundation
import Testing

@testable import DaybookPresentation

@Suite("Localization")
struct LocalizationTests {
    @Test("every text exists in every language", arguments: Language.allCases)
    func everyKeyHasAText(language: Language) {
        let table = Localizer.table(for: language)
        let missing = L10nKey.allCases.filter { (table[$0] ?? "").trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(missing.isEmpty, "\(language) has no text for \(missing.map(\.rawValue))")
    }

    @Test("translations fill in the same placeholders", arguments: L10nKey.allCases)
    func placeholdersMatch(key: L10nKey) {
        let sets = Language.allCases.map { Self.placeholders(in: Localizer.table(for: $0)[key] ?? "") }
        #expect(Set(sets).count == 1, "\(key.rawValue): \(sets)")
    }

    @Test func placeholdersAreFilledIn() {
        let text = Localizer(language: .japanese)(.todoListSummary, ["total": "3", "open": "2", "done": "1"])
        #expect(text == "全3件・未完了2件・完了1件")
    }

    /// One error of every kind, so a new `AppError` case without a message shows up here.
    static let everyError: [AppError] =
        [
            .offline, .timeout, .unauthorized, .rateLimited(retryAfterSeconds: nil),
            .rateLimited(retryAfterSeconds: 30), .server(status: 503), .unreadableResponse, .cancelled,
        ]
        + AppError.Resource.allCases.map(AppError.notFound)
        + [StorageFailure.unreadable, .unavailable, .busy, .full, .readOnly, .newerVersion, .corruptRecord, .failed]
        .map(AppError.storage)
        + ValidationError.Field.allCases.flatMap { field in
            [
                ValidationError.Rule.empty, .tooShort(minimum: 2), .tooLong(maximum: 10), .malformed, .ambiguous,
                .controlCharacter, .oversizedCharacter,
            ]
            .map { AppError.validation(ValidationError(field: field, rule: $0)) }
        }

    @Test("every error has its own message in both languages", arguments: Language.allCases)
    func errorMessages(language: Language) {
        let presenter = ErrorPresenter(localizer: Localizer(language: language))
        let messages = Self.everyError.map { presenter.present($0).message }
        #expect(messages.allSatisfy { !$0.isEmpty && !$0.contains("{") })
        #expect(Set(messages).count == messages.count, "two errors read the same")
    }

    @Test func errorKinds() {
        let presenter = ErrorPresenter(localizer: Localizer(language: .english))
        #expect(presenter.present(.validation(ValidationError(field: .todoTitle, rule: .empty))).kind == .invalidInput)
        #expect(presenter.present(.notFound(.todo)).kind == .notFound)
        #expect(presenter.present(.offline).kind == .unavailable)
        #expect(presenter.present(.storage(.busy)).kind == .busy, "busy passes: the same request may work shortly")
        for failure in [
            StorageFailure.unreadable, .unavailable, .full, .readOnly, .newerVersion, .corruptRecord, .failed,
        ] {
            #expect(presenter.present(.storage(failure)).kind == .storage)
        }
        #expect(presenter.present(.server(status: 502)).message.contains("502"))
    }

    /// Every Swift file under Sources/ but the key list and the string tables themselves.
    static let sourcesUsingKeys: String = {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let tables: Set<String> = ["L10nKey.swift", "EnglishStrings.swift", "JapaneseStrings.swift"]
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && !tables.contains($0.lastPathComponent) }
            ?? []
        return files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    }()

    @Test func theSourcesAreFound() {
        let found = Self.sourcesUsingKeys.contains("struct Localizer")
        #expect(found, "read from \(#filePath)")
    }

    @Test("every text is shown somewhere: a key no code names is dead", arguments: L10nKey.allCases)
    func everyKeyIsUsed(key: L10nKey) throws {
        let use = try Regex("\\.\(key.rawValue)(?![A-Za-z0-9_])")
        let named = Self.sourcesUsingKeys.contains(use)
        #expect(named, "nothing under Sources/ names .\(key.rawValue)")
    }

    private static func placeholders(in text: String) -> Set<String> {
        var names = Set<String>()
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}

@Suite("Filling a text's placeholders")
struct PlaceholderTests {
    @Test(
        arguments: [
            ("Added “{title}” ({id}).", "Added “Buy milk” (1a2b3c4d)."),
            ("{id}{id} and {title}", "1a2b3c4d1a2b3c4d and Buy milk"),
            ("{unknown} stays, {title} goes", "{unknown} stays, Buy milk goes"),
            ("no placeholders", "no placeholders"),
            ("{ {title}} {", "{ Buy milk} {"),
            ("「{title}」を追加しました（{id}）。", "「Buy milk」を追加しました（1a2b3c4d）。"),
        ])
    func eachPlaceholderGetsItsValue(template: String, expected: String) {
        #expect(Localizer.fill(template, with: ["title": "Buy milk", "id": "1a2b3c4d"]) == expected)
    }

    @Test func aValueIsInsertedAsWrittenEvenWithBracesInIt() {
        // A todo titled "{id}" must not have the id put into its title.
        #expect(
            Localizer.fill("Added “{title}” ({id}).", with: ["title": "{id}", "id": "1a2b"]) == "Added “{id}” (1a2b).")
    }
}
