import DaybookDomain
import Synchronization
import Testing

@testable import DaybookPostgres

/// ``PostgresChangeNotifier``: a command's write is answered only after a `NOTIFY` sent after its
/// commit, a server's at once with the `NOTIFY` behind it, and writes that commit while one is on
/// its way share the next.
@Suite("PostgresChangeNotifier: one NOTIFY for the writes that commit meanwhile")
struct PostgresChangeNotifierTests {
    /// A sender that holds each send until the test lets it go, and records what it sent.
    final class HeldSender: Sendable {
        private let state = Mutex<(sent: [Set<ChangeTopic>], held: [CheckedContinuation<Void, Never>])>(([], []))
        let started = AsyncStream.makeStream(of: Set<ChangeTopic>.self)

        func send(_ topics: Set<ChangeTopic>) async {
            await withCheckedContinuation { waiter in
                state.withLock { $0.held.append(waiter) }
                started.continuation.yield(topics)
            }
            state.withLock { $0.sent.append(topics) }
        }

        func releaseOne() {
            state.withLock { $0.held.removeFirst() }.resume()
        }

        var sent: [Set<ChangeTopic>] { state.withLock { $0.sent } }
    }

    /// What was recorded, in order, from any task.
    final class Record<Element: Sendable>: Sendable {
        private let items = Mutex<[Element]>([])
        func append(_ item: Element) { items.withLock { $0.append(item) } }
        var all: [Element] { items.withLock { $0 } }
    }

    @Test func writesThatCommitWhileOneIsSentShareTheNextAndEachWaitsForItsOwn() async throws {
        let sender = HeldSender()
        let notifier = PostgresChangeNotifier(send: sender.send)
        var started = sender.started.stream.makeAsyncIterator()
        let answered = Record<String>()

        let first = Task {
            await notifier.announce([.todos])
            answered.append("first")
        }
        #expect(await started.next() == [.todos], "the first write is sent at once")
        // Three more commit while it is on its way: none is answered by the first send.
        let later = (1...3).map { number in
            Task {
                await notifier.announce(number == 2 ? [.profile] : [.todos])
                answered.append("later")
            }
        }
        // Wait until all three have joined: each appends before the first send is released.
        while notifier.waitingCount < 3 { await Task.yield() }
        sender.releaseOne()
        await first.value
        #expect(answered.all == ["first"])
        #expect(await started.next() == [.todos, .profile], "the three share one send")
        sender.releaseOne()
        for task in later { await task.value }
        #expect(answered.all == ["first", "later", "later", "later"])
        #expect(sender.sent == [[.todos], [.todos, .profile]])
    }

    @Test func nothingChangedSendsNothingAndWritesOneAfterAnotherEachSendTheirOwn() async throws {
        let sent = Record<Set<ChangeTopic>>()
        let notifier = PostgresChangeNotifier(send: { topics in sent.append(topics) })
        await notifier.announce([])
        #expect(sent.all.isEmpty)
        await notifier.announce([.todos])
        await notifier.announce([.profile])
        await notifier.announce([.todos])
        #expect(sent.all == [[.todos], [.profile], [.todos]])
    }

    @Test func aServersWriteIsAnsweredAtOnceAndSettlingWaitsForEverySendBeforeIt() async throws {
        let sender = HeldSender()
        let notifier = PostgresChangeNotifier(timing: .afterAnswering, send: sender.send)
        var started = sender.started.stream.makeAsyncIterator()
        let settled = Record<String>()

        // Answered while its NOTIFY is still held.
        await notifier.announce([.todos])
        #expect(await started.next() == [.todos])
        await notifier.announce([.profile])
        await notifier.announce([.todos])
        #expect(notifier.waitingCount == 0, "no write waits")

        let settling = Task {
            #expect(await notifier.settle(within: .seconds(600)))
            settled.append("settled")
        }
        while notifier.waitingCount < 1 { await Task.yield() }
        sender.releaseOne()
        // The two that came meanwhile go out together; settling waits for them too.
        #expect(await started.next() == [.profile, .todos])
        #expect(settled.all.isEmpty)
        sender.releaseOne()
        await settling.value
        #expect(sender.sent == [[.todos], [.profile, .todos]])

        // Nothing on its way: settling returns at once.
        #expect(await notifier.settle(within: .seconds(600)))
    }

    @Test func settlingGivesUpAfterItsBoundWhileASendHangs() async throws {
        let sender = HeldSender()
        let notifier = PostgresChangeNotifier(timing: .afterAnswering, send: sender.send)
        var started = sender.started.stream.makeAsyncIterator()
        await notifier.announce([.todos])
        #expect(await started.next() == [.todos])
        // The send never ends by itself: settling returns, saying it did not see it through.
        #expect(await notifier.settle(within: .milliseconds(20)) == false)
        #expect(notifier.waitingCount == 0, "the settle left nothing behind")
        sender.releaseOne()
    }
}
