import DaybookTestSupport
import Synchronization
import Testing

@testable import DaybookLive

/// A page's intents between its socket and its view model: read as they come, carried out in
/// order, dropped when the page goes away, and bounded.
@Suite("The live channel's intents: in order, dropped when the page goes, bounded", .timeLimit(.minutes(3)))
struct LiveIntentLoopTests {
    /// What the fake view model was asked to do, and how each ended.
    final class Record: Sendable {
        let started = Mutex<[Int]>([])
        let cancelled = Mutex<[Int]>([])
        let finished = Mutex<[Int]>([])
        let waiters = ConditionWaiters()
    }

    static func intent(_ n: Int) -> String? { #"{"n": \#(n), "do": "add", "text": "todo \#(n)"}"# }

    /// A view model whose every intent takes until it is cancelled (a write held by a lock).
    static func stuck(_ record: Record) -> @Sendable (LiveIntent) async -> Void {
        { intent in
            record.started.withLock { $0.append(intent.n) }
            record.waiters.changed()
            try? await Task.sleep(for: .seconds(86_400))
            record.cancelled.withLock { $0.append(intent.n) }
        }
    }

    @Test func intentsAreCarriedOutOneAtATimeInOrder() async throws {
        let record = Record()
        let (messages, page) = AsyncStream.makeStream(of: String?.self)
        let loop = Task {
            try await LiveIntentLoop.run(messages, limit: 32, received: {}) { intent in
                record.started.withLock { $0.append(intent.n) }
                await Task.yield()
                record.finished.withLock { $0.append(intent.n) }
                record.waiters.changed()
            }
        }
        for n in 1...10 { page.yield(Self.intent(n)) }
        page.yield("not an intent")
        page.yield(nil)
        _ = await record.waiters.wait { record.finished.withLock { $0.count } == 10 }
        page.finish()
        #expect(try await loop.value == .closed)
        #expect(record.started.withLock { $0 } == Array(1...10))
        #expect(record.finished.withLock { $0 } == Array(1...10))
    }

    /// The page closes while one intent is being carried out and others wait: the one is
    /// cancelled, the others are never begun, and the loop ends without waiting for them.
    @Test func aPageThatClosesStopsWhatItHadQueued() async throws {
        let record = Record()
        let (messages, page) = AsyncStream.makeStream(of: String?.self)
        let loop = Task { try await LiveIntentLoop.run(messages, limit: 32, received: {}, perform: Self.stuck(record)) }
        for n in 1...5 { page.yield(Self.intent(n)) }
        _ = await record.waiters.wait { !record.started.withLock { $0 }.isEmpty }
        page.finish()
        #expect(try await loop.value == .closed)
        #expect(record.started.withLock { $0 } == [1])
        #expect(record.cancelled.withLock { $0 } == [1])
    }

    /// A page with more intents waiting than the limit is flooding: the loop ends at once, and
    /// what waited is dropped.
    @Test func aFloodOfIntentsEndsTheConnection() async throws {
        let record = Record()
        let received = Atomic(0)
        let (messages, page) = AsyncStream.makeStream(of: String?.self)
        for n in 1...1_000 { page.yield(Self.intent(n)) }
        let ending = try await LiveIntentLoop.run(
            messages, limit: 8, received: { received.add(1, ordering: .relaxed) }, perform: Self.stuck(record))
        #expect(ending == .flooded)
        #expect(received.load(ordering: .relaxed) <= 9 + 1, "reading stops at the flood")
        #expect(record.started.withLock { $0 }.count <= 1)
        #expect(record.cancelled.withLock { $0 } == record.started.withLock { $0 })
    }

    @Test func whatReadingThrowsEndsTheLoopAndCancelsTheIntentInHand() async throws {
        struct Broken: Error {}
        let record = Record()
        let (messages, page) = AsyncThrowingStream.makeStream(of: String?.self)
        let loop = Task { try await LiveIntentLoop.run(messages, limit: 32, received: {}, perform: Self.stuck(record)) }
        page.yield(Self.intent(1))
        page.yield(Self.intent(2))
        _ = await record.waiters.wait { !record.started.withLock { $0 }.isEmpty }
        page.finish(throwing: Broken())
        await #expect(throws: Broken.self) { try await loop.value }
        #expect(record.started.withLock { $0 } == [1])
        #expect(record.cancelled.withLock { $0 } == [1])
    }
}
