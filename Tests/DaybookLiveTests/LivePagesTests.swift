import DaybookTestSupport
import Foundation
import Testing

@testable import DaybookLive

/// A feature registers its live page once, in `LivePages.all`: a page declared and not listed
/// would never be let in nor marked live, and nothing else in the channel names it.
@Suite("LivePages.all lists every live page a feature declares")
struct LivePagesTests {
    @Test func everyPageDeclaredIsListedOnce() throws {
        let declared = try RegisteredTypes.conforming(to: "LivePageRoute", in: "DaybookLive")
        #expect(declared.count >= 4, "read from Sources/DaybookLive")
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
