import DaybookComposition
import DaybookPresentation
import Foundation
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOWebSocket
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

    /// Reads the page's intents until it closes, carrying each out in order and answering it with
    /// what it changed (``LiveIntentLoop``). A page that floods the server with intents, or breaks
    /// the protocol, is cut off; one that goes away is simply closed.
    private nonisolated func read(_ channel: LiveSocket, _ environment: LiveEnvironment) async throws {
        let texts = channel.inbound.messages(maxSize: environment.limits.messageBytes).map { message -> String? in
            guard case .text(let text) = message else { return nil }
            return text
        }
        let ending: LiveIntentLoop.Ending
        do {
            ending = try await LiveIntentLoop.run(
                texts, limit: environment.limits.waitingIntents, received: { environment.metrics.received() },
                perform: { intent in await self.carryOut(intent) })
        } catch {
            // The page ended from here (its session is over, the server stops): not the client's doing.
            if Task.isCancelled { throw error }
            if let reason = Self.cutOffReason(error, connection: channel.connection) {
                environment.metrics.cutOff(reason.metric)
                environment.logger.info("live page cut off", metadata: ["reason": "\(reason.log)"])
            }
            throw error
        }
        guard ending == .flooded else { return }
        environment.metrics.cutOff("intents")
        environment.logger.info("live page cut off", metadata: ["reason": "too many intents"])
        try await channel.outbound.close(.policyViolation, reason: "too many intents")
    }

    /// Carries `intent` out, and answers it with what it changed, in the same message.
    private func carryOut(_ intent: LiveIntent) async {
        let succeeded = await page.perform(intent)
        taken += 1
        let (snapshot, number) = (page.snapshot, taken)
        await publisher.publish(
            snapshot, number: number, done: succeeded ? [intent.n] : [], failed: succeeded ? [] : [intent.n])
    }

    /// Why reading failed, when the page broke the rules (then the WebSocket layer closes it with
    /// the code RFC 6455 gives: 1009 for a message past the limit, 1007 for text that is not
    /// UTF-8, 1002 for the rest); nil when the page simply went away (its connection dropped).
    private nonisolated static func cutOffReason(_ error: any Error, connection: any Channel) -> (
        metric: String, log: String
    )? {
        switch error {
        case NIOWebSocketError.invalidFrameLength: ("message", "message too large")
        case is NIOWebSocketError: ("protocol", "protocol error")
        // The WebSocket layer's own refusals are thrown while the connection is still open; a
        // connection that is no longer active went away.
        default: connection.isActive ? ("protocol", "protocol error") : nil
        }
    }
}
