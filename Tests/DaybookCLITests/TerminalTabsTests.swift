import Foundation
import Testing

@testable import DaybookCLI

/// A feature registers its tab once, in `TerminalTabs.all`: a tab declared and not listed would
/// never be shown, and nothing else in the app names it.
@MainActor
@Suite("TerminalTabs.all lists every tab a feature declares")
struct TerminalTabsTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/DaybookCLI")

    /// The types under `Sources/DaybookCLI` declared as a `TerminalTab`, by name.
    static func declaredTabs() throws -> [String] {
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.flatMap { file in
            try String(contentsOf: file, encoding: .utf8)
                .matches(of: /(?m)^(?:struct|final class|class|enum) (\w+): TerminalTab\b/).map { String($0.output.1) }
        }
    }

    @Test func everyTabDeclaredIsListedOnce() throws {
        let declared = try Self.declaredTabs()
        #expect(declared.count >= 5, "read from \(Self.sources.path)")
        let listed = TerminalTabs.all.map { String(describing: $0) }
        #expect(listed.sorted() == declared.sorted(), "declared: \(declared.sorted()), listed: \(listed)")
    }
}
