import Clocks
import DaybookTestSupport
import Foundation
import Observation
import Testing

@testable import DaybookPresentation

// A guard against a hang, not a timing: these tests run on the main actor, which the whole run
// can keep busy for over a minute while every suite starts at once on a two-core machine.
@MainActor
@Suite("SearchDebouncer and LatestTask: the pieces every search is made of", .timeLimit(.minutes(3)))
struct SearchDebouncerTests {
    /// What the code under test handed a test's closure, kept where ``settled(_:)`` sees it change.
    @MainActor
    @Observable
    final class Collected<Value> {
        var values: [Value] = []
    }

    let clock = TestClock()

    @Test func onlyTheLastTextOfABurstIsSentAfterThePause() async {
        let debouncer = SearchDebouncer(clock: clock)
        let sent = Collected<String>()
        for text in ["a", "ab", " abc "] {
            debouncer.textChanged(text) { sent.values.append($0) }
            await clock.advance(by: .milliseconds(250))
        }
        #expect(sent.values.isEmpty)
        await clock.advance(by: .milliseconds(50))
        #expect(await settled { sent.values == ["abc"] })
    }

    @Test func theSameOrEmptyTextIsNotSentAgainUntilReset() async {
        let debouncer = SearchDebouncer(clock: clock)
        let sent = Collected<String>()
        // Each text gets its pause; one that is sent is waited for before the next is typed.
        func type(_ text: String, expecting expected: [String]) async {
            debouncer.textChanged(text) { sent.values.append($0) }
            await clock.advance(by: .milliseconds(300))
            #expect(await settled { sent.values == expected }, "after “\(text)”")
        }
        await type("abc", expecting: ["abc"])
        // Dropped: the same text, then empty text. What is sent next shows nothing came between.
        for text in ["abc ", "", "  "] {
            debouncer.textChanged(text) { sent.values.append($0) }
            await clock.advance(by: .milliseconds(300))
        }
        await type("xyz", expecting: ["abc", "xyz"])
        await type("abc", expecting: ["abc", "xyz", "abc"])
        // After a reset, the same text is a new search.
        debouncer.reset()
        await type("abc", expecting: ["abc", "xyz", "abc", "abc"])
        // A query sent at once (Enter) is not sent again after the pause; a cancelled one never is.
        debouncer.sentNow("now")
        debouncer.textChanged("now") { sent.values.append($0) }
        await clock.advance(by: .milliseconds(300))
        debouncer.textChanged("later") { sent.values.append($0) }
        debouncer.cancel()
        await clock.advance(by: .seconds(1))
        await type("last", expecting: ["abc", "xyz", "abc", "abc", "last"])
    }

    @Test func onlyTheNewestWorkIsAppliedAndOlderWorkIsCancelled() async {
        let latest = LatestTask()
        let gate = AnswerGate<Int, Int>()
        let cancelled = Recorded<Int>()
        let applied = Collected<Int>()
        for key in [1, 2] {
            latest.start {
                let value = await gate.wait(for: key)
                if Task.isCancelled { await cancelled.append(key) }
                return value
            } apply: {
                applied.values.append($0)
            }
        }
        #expect(await gate.arrival(of: 1))
        #expect(await gate.arrival(of: 2))
        await gate.answer(2, with: 20)
        await gate.answer(1, with: 10)
        await latest.finish()
        #expect(applied.values == [20])
        #expect(await cancelled.arrival(of: 1))
        #expect(await cancelled.values == [1])
        latest.cancel()
        #expect(!latest.isRunning)
    }
}
