import Foundation

/// The target graph a Mermaid flowchart draws, as docs/Architecture.md writes it: a target is a
/// node whose label starts with its name (`Web[DaybookWeb]`, `CLI["DaybookCLI (executable: daybook)"]`),
/// another package a cylinder labelled with the identity `Package.swift` names it by
/// (`GRDB[(GRDB.swift)]`); `A --> B` says target A depends on target B, `A -.-> P` that it takes
/// products of package P, and `A --> B & C` is both edges.
struct ArchitectureGraph: Equatable {
    /// Each target's name, with the targets and the packages it depends on.
    var targets: [String: Set<String>] = [:]
    var packages: [String: Set<String>] = [:]

    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    /// The first `mermaid` block after the heading `heading` in `markdown`.
    init(markdown: String, under heading: String) throws {
        guard let section = markdown.firstRange(of: "\n" + heading + "\n"),
            let start = markdown[section.upperBound...].firstRange(of: "```mermaid\n"),
            let end = markdown[start.upperBound...].firstRange(of: "\n```")
        else { throw Unreadable(description: "no mermaid graph under \(heading)") }
        try self.init(mermaid: String(markdown[start.upperBound..<end.lowerBound]))
    }

    init(mermaid: String) throws {
        var names: [String: (name: String, isPackage: Bool)] = [:]
        var edges: [(from: String, to: String, dotted: Bool)] = []
        for line in mermaid.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let keyword = line.split(separator: " ").first.map(String.init) ?? ""
            if line.isEmpty || line.hasPrefix("%%") || ["graph", "flowchart", "subgraph", "end"].contains(keyword) {
                continue
            }
            // Segments between arrows; each a list of nodes joined by `&`.
            var segments: [(nodes: [String], dottedBefore: Bool)] = []
            var rest = line[...]
            var dotted = false
            while !rest.isEmpty {
                let arrow = rest.firstMatch(of: /\s*(-->|-\.->)\s*/)
                let segment = arrow.map { rest[..<$0.range.lowerBound] } ?? rest
                let nodes = try segment.split(separator: "&").map { reference in
                    try Self.node(String(reference).trimmingCharacters(in: .whitespaces), into: &names)
                }
                segments.append((nodes, dotted))
                guard let arrow else { break }
                dotted = arrow.output.1 == "-.->"
                rest = rest[arrow.range.upperBound...]
            }
            for (before, after) in zip(segments, segments.dropFirst()) {
                for from in before.nodes {
                    for to in after.nodes { edges.append((from, to, after.dottedBefore)) }
                }
            }
        }
        for (_, node) in names where !node.isPackage {
            targets[node.name] = []
            packages[node.name] = []
        }
        for edge in edges {
            guard let from = names[edge.from], let to = names[edge.to] else { continue }
            guard !from.isPackage else { throw Unreadable(description: "a package depends on \(to.name)") }
            guard edge.dotted == to.isPackage else {
                throw Unreadable(
                    description: "\(from.name) -> \(to.name): a dotted arrow goes to a package, a plain one to a target"
                )
            }
            if to.isPackage {
                packages[from.name, default: []].insert(to.name)
            } else {
                targets[from.name, default: []].insert(to.name)
            }
        }
    }

    /// The id of the node `reference` (`Id`, `Id[Label]`, `Id["Label"]`, `Id[(Package)]`),
    /// noting its name when it has a label.
    private static func node(_ reference: String, into names: inout [String: (name: String, isPackage: Bool)])
        throws -> String
    {
        guard let match = reference.wholeMatch(of: /(\w+)(?:\[(.*)\])?/) else {
            throw Unreadable(description: "not a node: \(reference)")
        }
        let id = String(match.output.1)
        guard var label = match.output.2.map(String.init) else { return id }
        let isPackage = label.hasPrefix("(") && label.hasSuffix(")")
        if isPackage { label = String(label.dropFirst().dropLast()) }
        label = label.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        let name = label.split(separator: " ").first.map(String.init) ?? label
        if let known = names[id], known.name != name || known.isPackage != isPackage {
            throw Unreadable(description: "\(id) is labelled both \(known.name) and \(name)")
        }
        names[id] = (name, isPackage)
        return id
    }
}
