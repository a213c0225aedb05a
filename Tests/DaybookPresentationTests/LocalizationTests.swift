import DaybookDomain
import Foundation
import Testing

@testable import DaybookPresentation

@Suite("Localization")
struct LocalizationTests {
    /// One text enum as its source declares it (see ``LocalizedText``): its cases, and each
    /// case's wording per language, as written.
    struct Catalog: CustomTestStringConvertible {
        let name: String
        let file: String
        let cases: [String]
        let wordings: [String: [String: String]]

        var testDescription: String { name }
    }

    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Every Swift file under Sources/, by path.
    static let files: [String: String] = {
        let urls =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return Dictionary(
            uniqueKeysWithValues: urls.compactMap { url in
                (try? String(contentsOf: url, encoding: .utf8)).map { (url.path, $0) }
            })
    }()

    /// Every `enum …: LocalizedText` under Sources/, whichever module and feature declares it.
    static let catalogs: [Catalog] = files.sorted { $0.key < $1.key }.compactMap { path, text in
        guard let declaration = text.firstMatch(of: /enum (\w+): [^{]*LocalizedText/),
            let body = text.range(of: "func text(in language: Language)")
        else { return nil }
        let head = text[declaration.range.upperBound..<body.lowerBound]
        let cases = head.matches(of: /\n    case (\w+)/).map { String($0.output.1) }
        var wordings: [String: [String: String]] = [:]
        for match in text[body.upperBound...].matches(of: /case \(\.(\w+), \.(\w+)\):\s*"((?:[^"\\]|\\.)*)"/) {
            wordings[String(match.output.1), default: [:]][String(match.output.2)] = String(match.output.3)
        }
        return Catalog(name: String(declaration.output.1), file: path, cases: cases, wordings: wordings)
    }

    @Test func theCatalogsAreFoundInEveryModuleThatHasTexts() {
        let names = Set(Self.catalogs.map(\.name))
        for expected in ["ErrorText", "ValidationText", "TodoText", "WeatherText", "SettingText", "WebText"] {
            #expect(names.contains(expected), "read from \(Self.sources.path)")
        }
        #expect(Self.catalogs.allSatisfy { !$0.cases.isEmpty })
    }

    @Test("every text is worded in every language, with the same placeholders", arguments: catalogs)
    func everyTextIsTranslated(catalog: Catalog) {
        for name in catalog.cases {
            let wordings = Language.allCases.map { catalog.wordings[name]?[String(describing: $0)] }
            #expect(
                wordings.allSatisfy { !($0 ?? "").trimmingCharacters(in: .whitespaces).isEmpty },
                "\(catalog.name).\(name) is not worded in every language, as `case (.\(name), .language): \"…\"`")
            let placeholders = Set(wordings.map { Self.placeholders(in: $0 ?? "") })
            #expect(placeholders.count == 1, "\(catalog.name).\(name): \(placeholders)")
        }
    }

    /// What each file names after a dot: every `.member`, and every `Type.member` whose type is a
    /// whole word. Read once, in one pass over each file's bytes: matching a pattern per text over
    /// every file held the test pool's threads for a quarter of a minute, and every other suite
    /// waited.
    struct Mentions {
        var members: Set<Substring> = []
        var qualified: Set<Substring> = []

        init(_ text: String) {
            let bytes = Array(text.utf8)
            func isWord(_ byte: UInt8) -> Bool {
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == 0x5F
            }
            var index = 0
            while index < bytes.count {
                defer { index += 1 }
                guard bytes[index] == UInt8(ascii: "."), index + 1 < bytes.count, isWord(bytes[index + 1]) else {
                    continue
                }
                var end = index + 1
                while end < bytes.count && isWord(bytes[end]) { end += 1 }
                var start = index
                while start > 0 && isWord(bytes[start - 1]) { start -= 1 }
                let utf8 = text.utf8
                let member = text[
                    utf8.index(utf8.startIndex, offsetBy: index + 1)..<utf8.index(utf8.startIndex, offsetBy: end)]
                members.insert(member)
                if start < index {
                    qualified.insert(
                        text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)])
                }
            }
        }
    }

    static let mentions: [String: Mentions] = files.mapValues(Mentions.init)

    @Test("every text is shown somewhere: one that no code names is dead", arguments: catalogs)
    func everyTextIsUsed(catalog: Catalog) {
        for name in catalog.cases {
            let qualified = "\(catalog.name).\(name)"
            let used = Self.mentions.contains { path, mentions in
                mentions.qualified.contains(Substring(qualified))
                    || (path != catalog.file && mentions.members.contains(Substring(name)))
            }
            #expect(used, "nothing under Sources/ names \(catalog.name).\(name)")
        }
    }

    @Test func placeholdersAreFilledIn() {
        let text = Localizer(language: .japanese)(TodoText.listSummary, ["total": "3", "open": "2", "done": "1"])
        #expect(text == "全3件・未完了2件・完了1件")
    }

    @Test("every error has its own message in both languages, with no feature's words")
    func sharedErrorMessages() {
        ErrorMessageChecks.expectDistinctMessages(ErrorVocabulary())
    }

    @Test func eachFeatureNamesItsOwnResourcesAndFields() {
        let todos = ErrorPresenter(localizer: Localizer(language: .english), vocabulary: TodoText.vocabulary)
        #expect(todos.present(.notFound(.todo)).message == "No todo has that id.")
        #expect(
            todos.present(.validation(ValidationError(field: .todoTitle, rule: .empty))).message
                == "The title must not be empty.")
        // Another feature's resource, or none: still a sentence, never a key.
        let shared = ErrorPresenter(localizer: Localizer(language: .japanese), vocabulary: ErrorVocabulary())
        #expect(shared.present(.notFound(.todo)).message == "見つかりませんでした。")
        #expect(
            shared.present(.validation(ValidationError(field: .page, rule: .malformed))).message
                == "ページの形式が正しくありません。")
    }

    /// What was not found is named as it was typed, its control characters shown as stand-ins
    /// (an escape sequence in a city never reaches a terminal); a feature without the words for
    /// it, and every other error, say what they always said.
    @Test func whatWasNotFoundIsNamedSafely() {
        let english = ErrorPresenter(localizer: Localizer(language: .english))
        #expect(english.present(.notFound(.city), about: "Atlantis").message == "No city named “Atlantis” was found.")
        #expect(
            english.present(.notFound(.city), about: "To\u{1B}[31mkyo\u{202E}").message
                == "No city named “To␛[31mkyo<U+202E>” was found.")
        let japanese = ErrorPresenter(localizer: Localizer(language: .japanese))
        #expect(japanese.present(.notFound(.todo), about: "3f2a").message == "「3f2a」というIDのタスクはありません。")
        #expect(japanese.present(.notFound(.todo), about: "3f2a").kind == .notFound)
        #expect(english.present(.notFound(.post), about: "7") == english.present(.notFound(.post)))
        #expect(english.present(.offline, about: "Tokyo") == english.present(.offline))
        #expect(
            ErrorViewState(AppError.notFound(.city), about: "Oz", localizer: Localizer(language: .english)).message
                == "No city named “Oz” was found.")
    }

    @Test("an error is worded wherever it is shown, in the words of the feature it came from")
    func everyFeatureNamesItsResourcesWherever() {
        let english = Localizer(language: .english)
        #expect(AppError.notFound(.todo).present(english).message == "No todo has that id.")
        #expect(
            AppError.notFound(.post).present(english)
                == PostText.vocabulary.presenter(english).present(.notFound(.post)))
        #expect(
            AppError.notFound(.city).present(english)
                == WeatherText.vocabulary.presenter(english).present(.notFound(.city)))
        let name = AppError.validation(ValidationError(field: .profileName, rule: .tooShort(minimum: 2)))
        #expect(name.present(english) == ProfileText.vocabulary.presenter(english).present(name))
        #expect(name.present(english).message != ErrorVocabulary().presenter(english).present(name).message)
    }

    @Test("an error no one expected to reach a person says so, in the guides' words")
    func anUnexpectedErrorIsTheGuidesUnexpected() {
        struct Surprise: Error {}
        #expect(
            ErrorViewState(Surprise(), localizer: Localizer(language: .japanese))
                == ErrorViewState(message: "予期せぬエラーが発生しました", kind: .storage))
        #expect(
            ErrorViewState(AppError.offline, localizer: Localizer(language: .english))
                == AppError.offline.present(Localizer(language: .english)))
    }

    @Test func errorKinds() {
        let presenter = ErrorPresenter(localizer: Localizer(language: .english), vocabulary: TodoText.vocabulary)
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
