import Foundation
import Testing

@testable import DaybookLive

/// A feature registers its live page once, in `LivePages.all`: a page declared and not listed
/// would never be let in nor marked live, and nothing else in the channel names it.
@Suite("LivePages.all lists every live page a feature declares")
struct LivePagesTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/DaybookLive")

    /// The pages under `Sources/DaybookLive` declared as a `LivePageRoute`, by name.
    static func declaredPages() throws -> [String] {
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.flatMap { file in
            try String(contentsOf: file, encoding: .utf8)
                .matches(of: /(?m)^extension (\w+): LivePageRoute\b/).map { String($0.output.1) }
        }
    }

    @Test func everyPageDeclaredIsListedOnce() throws {
        let declared = try Self.declaredPages()
        #expect(declared.count >= 4, "read from \(Self.sources.path)")
        let listed = LivePages.all.map { String(String(describing: $0).prefix { $0 != "<" }) }
        #expect(listed.sorted() == declared.sorted(), "declared: \(declared.sorted()), listed: \(listed)")
    }

    @Test func eachAddressIsThePageAtItsPathAndNoOther() {
        let paths = LivePages.all.map { $0.path }
        #expect(Set(paths).count == paths.count, "one page a path: \(paths)")
        for page in LivePages.all {
            #expect(LivePages.page(at: page.path) == page)
            #expect(LivePages.page(at: page.path + "?page=2&q=milk") == page)
        }
        for address in ["/profile", "/todos/", "/todos/3f2a/edit", "//evil.example/todos", "", "?/todos"] {
            #expect(LivePages.page(at: address) == nil, "\(address)")
        }
        #expect(Set(paths) == ["/", "/todos", "/weather", "/posts"])
    }
}
