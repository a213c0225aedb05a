import Clocks
import Foundation
import Testing

@testable import DaybookPresentation

@MainActor
@Suite("SearchDebouncer and LatestTask: the pieces every search is made of")
struct SearchDebouncerTests {
    let clock = TestClock()

    @Test func onlyTheLastTextOfABurstIsSentAfterThePause() async {
        let debouncer = SearchDebouncer(clock: clock)
        var sent: [String] = []
        for text in ["a", "ab", " abc "] {
            debouncer.textChanged(text) { sent.append($0) }
            await clock.advance(by: .milliseconds(250))
        }
        #expect(sent.isEmpty)
        await clock.advance(by: .milliseconds(50))
        #expect(await settled { sent == ["abc"] })
    }

    @Test func theSameOrEmptyTextIsNotSentAgainUntilReset() async {
        let debouncer = SearchDebouncer(clock: clock)
        var sent: [String] = []
        // Each text gets its pause; one that is sent is waited for before the next is typed.
        func type(_ text: String, expecting expected: [String]) async {
            debouncer.textChanged(text) { sent.append($0) }
            await clock.advance(by: .milliseconds(300))
            #expect(await settled { sent == expected }, "after “\(text)”")
        }
        await type("abc", expecting: ["abc"])
        // Dropped: the same text, then empty text. What is sent next shows nothing came between.
        for text in ["abc ", "", "  "] {
            debouncer.textChanged(text) { sent.append($0) }
            await clock.advance(by: .milliseconds(300))
        }
        await type("xyz", expecting: ["abc", "xyz"])
        await type("abc", expecting: ["abc", "xyz", "abc"])
        // After a reset, the same text is a new search.
        debouncer.reset()
        await type("abc", expecting: ["abc", "xyz", "abc", "abc"])
        // A query sent at once (Enter) is not sent again after the pause; a cancelled one never is.
        debouncer.sentNow("now")
        debouncer.textChanged("now") { sent.append($0) }
        await clock.advance(by: .milliseconds(300))
        debouncer.textChanged("later") { sent.append($0) }
        debouncer.cancel()
        await clock.advance(by: .seconds(1))
        await type("last", expecting: ["abc", "xyz", "abc", "abc", "last"])
    }

    @Test func onlyTheNewestWorkIsAppliedAndOlderWorkIsCancelled() async {
        let latest = LatestTask()
        let gate = AnswerGate<Int, Int>()
        let cancelled = Recorded<Int>()
        var applied: [Int] = []
        for key in [1, 2] {
            latest.start {
                let value = await gate.wait(for: key)
                if Task.isCancelled { await cancelled.append(key) }
                return value
            } apply: {
                applied.append($0)
            }
        }
        var asked: [Int] = []
        #expect(
            await until {
                asked = await gate.asked
                return asked.count == 2
            })
        #expect(asked.sorted() == [1, 2])
        await gate.answer(2, with: 20)
        await gate.answer(1, with: 10)
        await latest.finish()
        #expect(await settled { applied == [20] })
        #expect(await cancelled.values == [1])
        latest.cancel()
        #expect(!latest.isRunning)
    }
}
