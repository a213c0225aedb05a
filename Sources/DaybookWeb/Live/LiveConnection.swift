import DaybookComposition
import DaybookPresentation
import Foundation
import HummingbirdWebSocket
import Logging
import NIOCore
import Observation

/// One open page's live connection, for as long as it lasts: the page appears (its view model
/// reads and follows the change feed), each change of what it shows is sent as the parts that
/// changed, each intent the page sends is carried out and answered, and when the connection
/// ends, for whatever reason, the page disappears (what its view model was doing is cancelled).
///
/// Three tasks: this one reads the page's intents; one follows the page's state on the main
/// actor; one sends (``LiveSender``).
@MainActor
final class LiveConnection<Page: LivePage> {
    private let page: Page
    /// The page's router, which its view model holds only weakly.
    private let router: WebLiveRouter
    private let publisher: LivePublisher<Page.Snapshot>
    /// The number of the last snapshot taken (see ``LivePublisher``).
    private var taken = 0

    private init(page: Page, router: WebLiveRouter, publisher: LivePublisher<Page.Snapshot>) {
        self.page = page
        self.router = router
        self.publisher = publisher
    }

    /// Runs the page over `channel` until either side closes it.
    nonisolated static func run(
        page: Page, routedBy router: WebLiveRouter, over channel: LiveSocket, in environment: LiveEnvironment
    ) async throws {
        let publisher = LivePublisher<Page.Snapshot>(
            outbox: channel.outbox, cache: environment.cache, language: environment.language,
            token: environment.token, render: { Page.render($0, localizer: $1) })
        let connection = await LiveConnection(page: page, router: router, publisher: publisher)
        defer { channel.outbox.finish() }
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    await LiveSender.run(
                        channel.outbox, write: { try await channel.outbound.writeTextMessage($0) },
                        cutOff: { channel.connection.close(promise: nil) }, in: environment)
                }
                group.addTask { await connection.follow() }
                defer { group.cancelAll() }
                try await connection.read(channel, environment)
            }
        } catch {
            // However the connection ended, what the view model was doing ends with it.
            await connection.disappear()
            throw error
        }
        await connection.disappear()
    }

    private func disappear() {
        page.disappear()
    }

    // MARK: - Following the page

    /// Publishes what the page shows now, and again at every change of it, until cancelled.
    private func follow() async {
        let (changes, changed) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        func observe() -> (Page.Snapshot, Int) {
            let snapshot = withObservationTracking {
                page.snapshot
            } onChange: {
                changed.yield()
            }
            taken += 1
            return (snapshot, taken)
        }
        page.appear()
        var (snapshot, number) = observe()
        await publisher.publish(snapshot, number: number)
        for await _ in changes {
            (snapshot, number) = observe()
            await publisher.publish(snapshot, number: number)
        }
    }

    // MARK: - Reading intents

    /// Carries out each intent the page sends, in order, answering each with what it changed.
    private func read(_ channel: LiveSocket, _ environment: LiveEnvironment) async throws {
        let decoder = JSONDecoder()
        do {
            for try await message in channel.inbound.messages(maxSize: environment.limits.messageBytes) {
                environment.metrics.received()
                // Anything that is not an intent (a binary message, broken JSON) is ignored.
                guard case .text(let text) = message,
                    let intent = try? decoder.decode(LiveIntent.self, from: Data(text.utf8))
                else { continue }
                let succeeded = await page.perform(intent)
                // Answered with what the intent changed, in the same message.
                taken += 1
                let (snapshot, number) = (page.snapshot, taken)
                await publisher.publish(
                    snapshot, number: number, done: succeeded ? [intent.n] : [], failed: succeeded ? [] : [intent.n])
            }
        } catch {
            // The page ended from here (its session is over, the server stops): not the client's doing.
            if Task.isCancelled { throw error }
            // A message past the limit ends the connection (closed with 1009, message too big).
            environment.metrics.cutOff("message")
            environment.logger.info("live page cut off", metadata: ["reason": "message too large"])
            throw error
        }
    }
}
