import Foundation
import Testing

@Suite("The dependency rule, read from every import under Sources/")
struct DependencyRuleTests {
    let rule = DependencyRule.daybook
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    @Test func everyTargetHasARing() throws {
        let targets = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter {
            !$0.hasPrefix(".")
        }
        let unknown = targets.filter { rule.rings[$0] == nil }
        #expect(!targets.isEmpty)
        #expect(unknown.isEmpty, "give these targets a ring in DependencyRule.daybook: \(unknown)")
    }

    @Test func sourcesImportOnlyWhatTheirRingAllows() throws {
        var violations: [DependencyRule.Violation] = []
        var filesRead = 0
        let enumerator = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let relative = url.path.replacingOccurrences(
                of: Self.sources.deletingLastPathComponent().path + "/", with: "")
            let target = relative.split(separator: "/")[1]
            violations += rule.violations(
                inSource: try String(contentsOf: url, encoding: .utf8), file: relative, target: String(target)
            )
            filesRead += 1
        }
        #expect(filesRead > 20, "the scan found too few sources to be looking in the right place")
        #expect(violations.isEmpty, Comment(rawValue: "\n" + violations.map(\.description).joined(separator: "\n")))
    }

    /// An allow-list is exact: a module a ring may import but none of its sources imports is a
    /// permission nobody uses, which would let the next import in unremarked. Take it out.
    @Test func aRingMayImportOnlyWhatItsSourcesImport() throws {
        var imported: [String: Set<String>] = [:]
        let enumerator = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let target = String(url.path.dropFirst(Self.sources.path.count + 1).prefix { $0 != "/" })
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
                if let module = DependencyRule.importedModule(in: line) { imported[target, default: []].insert(module) }
            }
        }
        #expect(imported.count == rule.rings.count, "every ring's sources were read")
        for (target, ring) in rule.rings.sorted(by: { $0.key < $1.key }) {
            let unused = ring.mayImport.subtracting(imported[target] ?? [])
            #expect(unused.isEmpty, "\(target) may import \(unused.sorted()), which none of its sources imports")
        }
    }

    // MARK: - The checker itself

    @Test func grdbInTheDomainIsAViolation() {
        let source = "import Foundation\nimport GRDB\n\nstruct TodoItem {}\n"
        let violations = rule.violations(
            inSource: source, file: "Sources/DaybookDomain/Todos/TodoItem.swift", target: "DaybookDomain")
        #expect(
            violations.map(\.description) == [
                "Sources/DaybookDomain/Todos/TodoItem.swift:2: DaybookDomain (entities and use cases) imports GRDB, "
                    + "but may import only Foundation"
            ])
    }

    @Test(
        "presentation may not reach the data side, a driver, or the network",
        arguments: [
            "DaybookData", "DaybookSQLite", "DaybookPostgres", "GRDB", "Hummingbird", "FoundationNetworking",
            "PostgresNIO",
        ])
    func presentationStaysInItsRing(module: String) {
        let violations = rule.violations(inSource: "import \(module)", file: "x.swift", target: "DaybookPresentation")
        #expect(violations.map(\.module) == [module])
    }

    @Test func dataMayNotUseDrivers() {
        let source = "import GRDB\nimport FoundationNetworking\nimport DaybookDomain"
        let violations = rule.violations(inSource: source, file: "x.swift", target: "DaybookData")
        #expect(violations.map(\.module) == ["GRDB", "FoundationNetworking"])
    }

    @Test(
        "import lines in every form are read",
        arguments: [
            ("import GRDB", "GRDB"),
            ("  @preconcurrency import GRDB", "GRDB"),
            ("@testable import DaybookData", "DaybookData"),
            ("@_exported import GRDB", "GRDB"),
            ("internal import GRDB", "GRDB"),
            ("import struct GRDB.Row", "GRDB"),
            ("import GRDB.SQL", "GRDB"),
            ("// import GRDB", nil),
            ("let important = 1", nil),
            ("/// Never `import GRDB` here.", nil),
        ])
    func importedModule(line: String, expected: String?) {
        #expect(DependencyRule.importedModule(in: line) == expected)
    }
}
