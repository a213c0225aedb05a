import Clocks
import DaybookComposition
import DaybookPresentation
import DaybookTestSupport
import Logging
import Synchronization
import Testing

@testable import DaybookLive

/// How a live connection sends: one message at a time, and a page that does not take one within
/// the send timeout is cut off instead of being buffered for.
@Suite("LiveSender: a page that does not read is cut off", .timeLimit(.minutes(5)))
struct LiveSenderTests {
    func environment(clock: TestClock<Duration>) -> LiveEnvironment {
        LiveEnvironment(
            limits: LiveLimits(maximumConnections: 10), metrics: .none, cache: LiveRenderCache(), language: .english,
            token: "", logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }, clock: clock)
    }

    /// What the closures the sender is given record.
    final class Record: Sendable {
        let sent = Mutex<[String]>([])
        private let cutOff = Atomic(false)
        var isCut: Bool { cutOff.load(ordering: .relaxed) }
        func cut() { cutOff.store(true, ordering: .relaxed) }
    }

    /// Waits until something sleeps on `clock` (the sender's timeout), without sleeping itself.
    static func untilSomethingSleeps(on clock: TestClock<Duration>) async {
        while !Task.isCancelled {
            do { try await clock.checkSuspension() } catch { return }
            await Task.yield()
        }
    }

    static func update(_ path: String) -> LiveUpdate {
        var update = LiveUpdate()
        update.url = path
        return update
    }

    @Test func messagesAreSentInOrderAndOnlyTheLatestWaits() async {
        let clock = TestClock()
        let outbox = LiveOutbox()
        let record = Record()
        let gate = AsyncStream.makeStream(of: Void.self)
        let environment = environment(clock: clock)
        let sender = Task {
            await LiveSender.run(
                outbox,
                write: { text in
                    let count = record.sent.withLock { sent in
                        sent.append(text)
                        return sent.count
                    }
                    if count == 1 { for await _ in gate.stream { break } }
                }, cutOff: {}, in: environment)
        }
        outbox.post(Self.update("/a"))
        #expect(await eventually { record.sent.withLock { $0.count } == 1 })
        // While the first is being taken, two more come: they wait as one.
        outbox.post(Self.update("/b"))
        outbox.post(Self.update("/c"))
        gate.continuation.yield()
        #expect(await eventually { record.sent.withLock { $0.count } == 2 })
        outbox.finish()
        await sender.value
        #expect(record.sent.withLock { $0 } == [#"{"url":"/a"}"#, #"{"url":"/c"}"#])
    }

    @Test func aMessageNotTakenWithinTheTimeoutCutsTheConnectionOff() async {
        let clock = TestClock()
        let outbox = LiveOutbox()
        let record = Record()
        let environment = environment(clock: clock)
        let sender = Task {
            await LiveSender.run(
                outbox, write: { _ in try await Task.sleep(for: .seconds(3_600)) },
                cutOff: { record.cut() }, in: environment)
        }
        outbox.post(Self.update("/a"))
        await Self.untilSomethingSleeps(on: clock)
        await clock.advance(by: environment.limits.sendTimeout - .milliseconds(1))
        #expect(!record.isCut)
        await clock.advance(by: .milliseconds(1))
        await sender.value
        #expect(record.isCut)
    }
}
