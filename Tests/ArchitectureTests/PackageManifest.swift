import Foundation

/// The targets `Package.swift` declares, read from its text (running `swift package dump-package`
/// from a test would wait for the build's own lock): each target's name, its path when it names
/// one, and what it depends on, split into the package's own targets and other packages.
///
/// It reads what this manifest writes: the `targets:` array of `Package(…)`, whose elements are
/// `.target(…)`, `.executableTarget(…)`, `.testTarget(…)` or a call of a helper declared in the
/// manifest that returns a `Target` (`driver(…)`). A helper's target depends on the targets its
/// body names and on whatever its call passes in arrays; a dependency is a target's name as a
/// string (or `.target(name:)`, `.byName(name:)`) or a `.product(name:package:)`.
struct PackageManifest {
    struct Target: Equatable {
        let name: String
        let path: String?
        /// The package's own targets this one depends on.
        let targets: Set<String>
        /// The other packages it takes products from, by the identity `.product` names them with.
        let packages: Set<String>
    }

    let targets: [String: Target]

    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    init(source: String) throws {
        let text = Swift.withoutComments(source)
        let code = text[...]
        var helpers: [String: Set<String>] = [:]
        for match in text.matches(of: /func (\w+)\([^)]*\)\s*->\s*Target\s*\{/) {
            let body = try Swift.enclosed(in: code, from: match.range.upperBound, open: "{", close: "}")
            guard let list = body.firstRange(of: "dependencies:") else { continue }
            let dependencies = try Swift.list(in: body, after: list.upperBound)
            helpers[String(match.output.1)] = Set(Swift.stringLiterals(in: dependencies))
        }
        guard let package = code.firstRange(of: "Package("),
            let list = code[package.upperBound...].firstRange(of: /\n\s+targets:/)
        else { throw Unreadable(description: "no `targets:` in Package(…)") }
        let elements = Swift.elements(of: try Swift.list(in: code, after: list.upperBound))
        var targets: [String: Target] = [:]
        for element in elements {
            let target = try Self.target(element, helpers: helpers)
            targets[target.name] = target
        }
        self.targets = targets
    }

    private static func target(_ element: String, helpers: [String: Set<String>]) throws -> Target {
        guard let call = element.firstMatch(of: /^\.?(\w+)\(/) else {
            throw Unreadable(description: "not a target: \(element.prefix(60))")
        }
        let arguments = try Swift.enclosed(in: element[...], from: call.range.upperBound, open: "(", close: ")")
        // `name: "…"` or a helper's first argument, among the call's own arguments (a product
        // inside one has a name too).
        let name = Swift.elements(of: arguments).lazy.compactMap {
            $0.wholeMatch(of: /(?:name:\s*)?"([^"]+)"/).map { String($0.output.1) }
        }.first
        guard let name else {
            throw Unreadable(description: "a target without a name: \(element.prefix(60))")
        }
        var entries: [String] = []
        if let implicit = helpers[String(call.output.1)] {
            entries = implicit.map { "\"\($0)\"" }
            var rest = arguments[...]
            while let open = rest.firstIndex(of: "[") {
                let array = try Swift.enclosed(in: rest, from: rest.index(after: open), open: "[", close: "]")
                entries += Swift.elements(of: array)
                rest = rest[array.endIndex...]
            }
        } else if let list = arguments.firstRange(of: "dependencies:") {
            entries = Swift.elements(of: try Swift.list(in: arguments, after: list.upperBound))
        }
        var targets: Set<String> = []
        var packages: Set<String> = []
        for entry in entries {
            if let product = entry.firstMatch(of: /^\.product\(\s*name:\s*"[^"]+",\s*package:\s*"([^"]+)"/) {
                packages.insert(String(product.output.1))
            } else if let own = entry.firstMatch(of: /^(?:\.(?:target|byName)\(\s*name:\s*)?"([^"]+)"/) {
                targets.insert(String(own.output.1))
            } else {
                throw Unreadable(description: "\(name): a dependency not read: \(entry)")
            }
        }
        let path = String(arguments).firstMatch(of: /path:\s*"([^"]+)"/).map { String($0.output.1) }
        return Target(name: name, path: path, targets: targets, packages: packages)
    }

    /// What reading Swift's text takes here: no more than brackets, strings and comments.
    private enum Swift {
        /// `text` with every `//` comment taken out (not one inside a string literal).
        static func withoutComments(_ text: String) -> String {
            var result = ""
            var inString = false
            var inComment = false
            var previous: Character = " "
            for character in text {
                if inComment {
                    if character == "\n" {
                        inComment = false
                        result.append(character)
                    }
                } else if !inString && character == "/" && previous == "/" {
                    result.removeLast()
                    inComment = true
                } else {
                    if character == "\"" && previous != "\\" { inString.toggle() }
                    result.append(character)
                }
                previous = inComment ? " " : character
            }
            return result
        }

        /// What stands between the bracket opened just before `start` and the one that closes it.
        static func enclosed(in text: Substring, from start: String.Index, open: Character, close: Character)
            throws -> Substring
        {
            var depth = 1
            var inString = false
            var index = start
            while index < text.endIndex {
                let character = text[index]
                if character == "\"" { inString.toggle() }
                if !inString && character == open { depth += 1 }
                if !inString && character == close {
                    depth -= 1
                    if depth == 0 { return text[start..<index] }
                }
                index = text.index(after: index)
            }
            throw Unreadable(description: "no `\(close)` closes the `\(open)` before \(text[start...].prefix(40))")
        }

        /// The inside of the first `[…]` at or after `start`.
        static func list(in text: Substring, after start: String.Index) throws -> Substring {
            guard let open = text[start...].firstIndex(of: "[") else {
                throw Unreadable(description: "no list after \(text[start...].prefix(40))")
            }
            return try enclosed(in: text, from: text.index(after: open), open: "[", close: "]")
        }

        /// The comma-separated elements of a list, each trimmed; commas inside brackets or strings
        /// do not count.
        static func elements(of list: Substring) -> [String] {
            var elements: [String] = []
            var depth = 0
            var inString = false
            var start = list.startIndex
            var index = list.startIndex
            func add(upTo end: String.Index) {
                let element = list[start..<end].trimmingCharacters(in: .whitespacesAndNewlines)
                if !element.isEmpty { elements.append(element) }
            }
            while index < list.endIndex {
                let character = list[index]
                if character == "\"" { inString.toggle() }
                if !inString {
                    if "([{".contains(character) { depth += 1 }
                    if ")]}".contains(character) { depth -= 1 }
                    if character == "," && depth == 0 {
                        add(upTo: index)
                        start = list.index(after: index)
                    }
                }
                index = list.index(after: index)
            }
            add(upTo: list.endIndex)
            return elements
        }

        static func stringLiterals(in text: Substring) -> [String] {
            String(text).matches(of: /"([^"]*)"/).map { String($0.output.1) }
        }
    }
}
