import Foundation
import Testing

/// Module READMEs say what a module is for, where it sits and what it may import; the code says
/// the rest. A README that names source files has started to restate the code, and will drift.
@Suite("Module READMEs point to the rule instead of restating the code")
struct ModuleReadmeTests {
    static let sources = DependencyRuleTests.sources

    static var modules: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).filter { !$0.hasPrefix(".") }
            .sorted()
    }

    @Test func everyModuleHasAReadme() {
        #expect(Self.modules.count == DependencyRule.daybook.rings.count)
        for module in Self.modules {
            let path = Self.sources.appendingPathComponent(module).appendingPathComponent("README.md").path
            #expect(FileManager.default.fileExists(atPath: path), "\(module) has no README.md")
        }
    }

    @Test(arguments: modules)
    func aReadmeLinksTheImportRuleAndListsNoFiles(module: String) throws {
        let url = Self.sources.appendingPathComponent(module).appendingPathComponent("README.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("Tests/ArchitectureTests/DependencyRule.swift"), "\(module): link the import rule")
        let files = text.matches(of: /[A-Za-z+]+\.swift/).map { String($0.output) }
            .filter { $0 != "DependencyRule.swift" }
        #expect(files.isEmpty, "\(module)'s README names source files: \(files)")
    }
}
