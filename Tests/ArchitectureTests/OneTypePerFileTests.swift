import Foundation
import Testing

/// Conventions.md's "one type per file, named after it", read from every Swift file under
/// `Sources/`: a use case's protocol and its interactor share the use case's file, and an
/// extension that adds to a type from elsewhere has a file of its own (`Type+Purpose.swift`).
@Suite("One type per file, named after it, read from every file under Sources/")
struct OneTypePerFileTests {
    struct Problem: CustomStringConvertible {
        let file: String
        let text: String
        var description: String { "\(file): \(text)" }
    }

    /// Every Swift file under `Sources/`, with its path from the package's folder.
    static func sourceFiles() throws -> [(path: String, declarations: SourceDeclarations)] {
        let sources = DependencyRuleTests.sources
        var files: [(path: String, declarations: SourceDeclarations)] = []
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let relative = url.path.replacingOccurrences(of: sources.deletingLastPathComponent().path + "/", with: "")
            files.append((relative, SourceDeclarations(source: try String(contentsOf: url, encoding: .utf8))))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// What is wrong with the types a file declares: more than one (but a use case's protocol
    /// and its interactor), or one not named after the file.
    static func typeProblems(file: String, _ declarations: SourceDeclarations) -> [Problem] {
        let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let types = declarations.types
        if stem.hasSuffix("UseCase") {
            let interactor = String(stem.dropLast("UseCase".count)) + "Interactor"
            let allowed = ["protocol \(stem)", "struct \(interactor)"]
            let strays = types.filter { !allowed.contains("\($0.kind) \($0.name)") }
            guard !strays.isEmpty else { return [] }
            return [
                Problem(
                    file: file,
                    text: "a use case's file holds its protocol \(stem) and its \(interactor) only, not "
                        + strays.map(\.description).joined(separator: ", "))
            ]
        }
        if types.count > 1 {
            return [
                Problem(
                    file: file,
                    text: "\(types.count) top-level types: " + types.map(\.description).joined(separator: ", ")
                        + "; give each a file of its own")
            ]
        }
        if let type = types.first, type.name != stem {
            return [Problem(file: file, text: "declares \(type), which is not the file's name")]
        }
        return []
    }

    /// A file that declares a type extends only that type (or types nested in it); an extension of
    /// a type from elsewhere goes in a file of its own.
    static func extensionProblems(file: String, _ declarations: SourceDeclarations) -> [Problem] {
        guard let type = declarations.types.first?.name else { return [] }
        return declarations.extended.filter { $0.name != type && !$0.name.hasPrefix(type + ".") }.map {
            Problem(
                file: file, text: "extends \($0.name) (line \($0.line)) beside \(type): move it to \($0.name)+….swift")
        }
    }

    @Test func everyFileUnderSourcesDeclaresOneTypeNamedAfterIt() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 100, "the scan found too few sources to be looking in the right place")
        #expect(
            files.contains { $0.declarations.types.count == 2 },
            "no use case's file was read as holding its protocol and its interactor")
        let problems = files.flatMap { Self.typeProblems(file: $0.path, $0.declarations) }
        #expect(problems.isEmpty, Comment(rawValue: "\n" + problems.map(\.description).joined(separator: "\n")))
    }

    @Test func aFileExtendsNoTypeButItsOwn() throws {
        let problems = try Self.sourceFiles().flatMap { Self.extensionProblems(file: $0.path, $0.declarations) }
        #expect(problems.isEmpty, Comment(rawValue: "\n" + problems.map(\.description).joined(separator: "\n")))
    }

    // MARK: - The checker itself

    @Test func twoTypesInAFileAreAProblem() {
        let source = """
            import PostgresNIO

            final class PostgresOperation<Value: Sendable>: Sendable {
                enum Phase { case lease, run }
            }

            /// Why it failed.
            enum PostgresOperationFailure: Error {
                case abandoned
            }
            """
        let problems = Self.typeProblems(
            file: "Sources/DaybookPostgres/Database/PostgresOperation.swift", SourceDeclarations(source: source))
        #expect(problems.count == 1)
        #expect(problems.first?.text.contains("enum PostgresOperationFailure (line 8)") == true)
    }

    @Test func aUseCaseFileHoldsItsProtocolAndItsInteractorOnly() {
        let file = "Sources/DaybookDomain/Posts/PostUseCase.swift"
        let both = """
            public protocol PostUseCase: Sendable {}

            public struct PostInteractor: PostUseCase {}
            """
        #expect(Self.typeProblems(file: file, SourceDeclarations(source: both)).isEmpty)
        let more = both + "\n\npublic struct PostCounter {}\n"
        #expect(
            Self.typeProblems(file: file, SourceDeclarations(source: more)).map(\.text).first?.contains("PostCounter")
                == true)
    }

    @Test(
        "declarations are read whatever comes before the keyword, and only at column 0",
        arguments: [
            ("public struct TodoItem: Hashable {", "struct", "TodoItem"),
            (
                "@MainActor @Observable public final class TodoListViewModelImpl: TodoListViewModel {", "class",
                "TodoListViewModelImpl"
            ),
            ("@available(macOS 15, *) public actor Cache {", "actor", "Cache"),
            ("public indirect enum Tree<Leaf> {", "enum", "Tree"),
            ("nonisolated protocol Port: Sendable {", "protocol", "Port"),
            ("extension WeatherSettings.Provider: ExpressibleByArgument {}", "extension", "WeatherSettings.Provider"),
            ("private extension Array where Element == Int {", "extension", "Array"),
        ])
    func aDeclarationIsRead(line: String, kind: String, name: String) {
        let declaration = SourceDeclarations.declaration(in: line)
        #expect(declaration?.kind == kind && declaration?.name == name)
    }

    @Test(
        "nested types, comments and other lines are not top-level types",
        arguments: [
            "    struct Fields {", "/// A struct Todo, as stored.", "// enum Phase", " * class Old",
            "let structure = 1",
            "func classify() {}", "typealias Handler = () -> Void",
        ])
    func notADeclaration(line: String) {
        #expect(SourceDeclarations.declaration(in: line) == nil)
    }

    @Test func anExtensionOfAnotherTypeBesideATypeIsAProblem() {
        let source = """
            public struct HostName {}

            extension HostName {
                static let localhost = HostName()
            }

            extension HostName.Kind {}

            extension Character {
                var isASCIIDigit: Bool { isASCII && isNumber }
            }
            """
        let problems = Self.extensionProblems(file: "HostName.swift", SourceDeclarations(source: source))
        #expect(problems.map(\.text) == ["extends Character (line 9) beside HostName: move it to Character+….swift"])
    }
}
