import Foundation

/// The top-level declarations of one Swift file, read from its lines: a type or an extension
/// declared at column 0, whatever attributes and modifiers come before it on its line. Nested
/// types are indented and so are not top-level; comments start with `/` and never match.
struct SourceDeclarations: Equatable {
    struct Declaration: Equatable, CustomStringConvertible {
        /// `struct`, `enum`, `class`, `actor` or `protocol`.
        let kind: String
        let name: String
        let line: Int

        var description: String { "\(kind) \(name) (line \(line))" }
    }

    /// The types the file declares, in order.
    let types: [Declaration]
    /// The names of the types the file extends at the top level (`Array`, `WeatherSettings.Provider`).
    let extended: [Declaration]

    private static let modifiers = [
        "public", "package", "internal", "fileprivate", "private", "open", "final", "indirect", "nonisolated",
    ]
    private static let typeKinds = ["struct", "enum", "class", "actor", "protocol"]

    init(source: String) {
        var types: [Declaration] = []
        var extended: [Declaration] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let (kind, name) = Self.declaration(in: line) else { continue }
            let declaration = Declaration(kind: kind, name: name, line: index + 1)
            if kind == "extension" { extended.append(declaration) } else { types.append(declaration) }
        }
        self.types = types
        self.extended = extended
    }

    /// The kind and name a line declares at column 0, if it declares a type or an extension.
    static func declaration<S: StringProtocol>(in line: S) -> (kind: String, name: String)? {
        guard let first = line.first, !first.isWhitespace, first != "/", first != "*" else { return nil }
        var words = String(line).split(whereSeparator: { $0.isWhitespace }).map { String($0) }[...]
        // Attributes (`@MainActor`, `@available(macOS 15, *)`) and modifiers before the keyword.
        while let word = words.first, word.hasPrefix("@") || modifiers.contains(word) {
            words = words.dropFirst()
            // An attribute's arguments may hold spaces: skip to its closing parenthesis.
            if word.hasPrefix("@"), word.contains("("), !word.contains(")") {
                while let rest = words.first, !rest.contains(")") { words = words.dropFirst() }
                words = words.dropFirst()
            }
        }
        guard let keyword = words.first, typeKinds.contains(keyword) || keyword == "extension",
            let rawName = words.dropFirst().first
        else { return nil }
        // The name ends where its generic parameters, conformances or body begin.
        let name = String(
            rawName.prefix { (character: Character) -> Bool in
                character.isLetter || character.isNumber || character == "_" || character == "."
            })
        return name.isEmpty ? nil : (keyword, name)
    }
}
