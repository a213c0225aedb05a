import Foundation

/// A live page's intents, from its socket to its view model: read as fast as they come, and
/// carried out one at a time, in order, by a task of their own.
///
/// Reading never waits for an intent to be carried out, so a page that goes away is seen at once:
/// what it had queued is dropped, and the intent being carried out is cancelled. A page's script
/// has a few intents waiting at most (a search sends one per keystroke, and the view model waits
/// for a pause), so a page with more than `limit` waiting is flooding the server, and its
/// connection ends.
enum LiveIntentLoop {
    /// How the page's side ended.
    enum Ending: Equatable, Sendable {
        /// The page closed the connection (a close frame, or the end of its stream).
        case closed
        /// The page sent more intents than may wait.
        case flooded
    }

    /// Reads `messages` (each a text message's content, or nil for anything else) until they end
    /// or the page floods, carrying out each intent with `perform`. `received` is told of every
    /// message read. Throws what reading throws.
    static func run<Messages: AsyncSequence>(
        _ messages: Messages, limit: Int, received: @Sendable () -> Void,
        perform: @escaping @Sendable (LiveIntent) async -> Void
    ) async throws -> Ending where Messages.Element == String? {
        // The intents waiting, at most `limit` of them (the one being carried out is no longer there).
        let (queue, enqueue) = AsyncStream.makeStream(of: LiveIntent.self, bufferingPolicy: .bufferingOldest(limit))
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                // Ends with the page's side: cancelled, nothing queued is carried out.
                for await intent in queue {
                    guard !Task.isCancelled else { return }
                    await perform(intent)
                }
            }
            defer {
                enqueue.finish()
                group.cancelAll()
            }
            let decoder = JSONDecoder()
            for try await text in messages {
                received()
                // Anything that is not an intent (a binary message, broken JSON) is ignored.
                guard let text, let intent = try? decoder.decode(LiveIntent.self, from: Data(text.utf8)) else {
                    continue
                }
                if case .dropped = enqueue.yield(intent) { return .flooded }
            }
            return .closed
        }
    }
}
