import DaybookTestSupport
import Foundation
import Testing

@testable import DaybookCLI

/// A feature registers its tab once, in `TerminalTabs.all`: a tab declared and not listed would
/// never be shown, and nothing else in the app names it.
@MainActor
@Suite("TerminalTabs.all lists every tab a feature declares")
struct TerminalTabsTests {
    @Test func everyTabDeclaredIsListedOnce() throws {
        let declared = try RegisteredTypes.conforming(to: "TerminalTab", in: "DaybookCLI")
        #expect(declared.count >= 5, "read from Sources/DaybookCLI")
        let listed = TerminalTabs.all.map { String(describing: $0) }
        #expect(listed.sorted() == declared.sorted(), "declared: \(declared.sorted()), listed: \(listed)")
    }
}
