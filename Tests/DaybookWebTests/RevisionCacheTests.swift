import Foundation
import Testing

@testable import DaybookWeb

/// The cache of written answers: given back only at the revision it was made at, never put back
/// older, and bounded by what it keeps.
@Suite("RevisionCache")
struct RevisionCacheTests {
    struct Answer: RevisionCacheable, Equatable {
        let text: String
        var cost: Int { text.utf8.count }
    }

    @Test func anAnswerIsGivenBackOnlyAtTheRevisionItWasMadeAt() {
        let cache = RevisionCache<Int, Answer>(budget: 1_000)
        cache.keep(Answer(text: "page one at 3"), for: 1, at: 3)
        #expect(cache.value(for: 1, at: 3) == Answer(text: "page one at 3"))
        #expect(cache.value(for: 1, at: 4) == nil, "a write moved the revision on")
        #expect(cache.value(for: 1, at: 2) == nil)
        #expect(cache.value(for: 2, at: 3) == nil)
    }

    @Test func aSlowerRequestNeverPutsBackAnOlderAnswer() {
        let cache = RevisionCache<Int, Answer>(budget: 1_000)
        cache.keep(Answer(text: "new"), for: 1, at: 5)
        cache.keep(Answer(text: "old"), for: 1, at: 4)
        #expect(cache.value(for: 1, at: 5) == Answer(text: "new"))
        cache.keep(Answer(text: "newer"), for: 1, at: 6)
        #expect(cache.value(for: 1, at: 6) == Answer(text: "newer"))
    }

    @Test func whatItKeepsStaysWithinTheBudgetAndTheLeastRecentlyUsedGoesFirst() {
        let cache = RevisionCache<Int, Answer>(budget: 100)
        for key in 0..<4 { cache.keep(Answer(text: String(repeating: "x", count: 25)), for: key, at: 1) }
        #expect(cache.usage.cost == 100)
        _ = cache.value(for: 0, at: 1)  // 0 was used last; 1 is now the least recent
        cache.keep(Answer(text: String(repeating: "y", count: 25)), for: 9, at: 1)
        #expect(cache.usage.cost <= 100)
        #expect(cache.value(for: 1, at: 1) == nil)
        #expect(cache.value(for: 0, at: 1) != nil)
        #expect(cache.value(for: 9, at: 1) != nil)
        cache.keep(Answer(text: String(repeating: "z", count: 26)), for: 10, at: 1)
        #expect(cache.value(for: 10, at: 1) == nil, "dearer than a quarter of the budget: not kept")
    }
}
