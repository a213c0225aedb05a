/// Sends what a live connection's outbox holds, one message at a time, until the outbox is
/// finished. A message the page does not take within ``LiveLimits/sendTimeout`` (on the
/// environment's clock) cuts the connection off: a page that does not read is never buffered for.
enum LiveSender {
    private enum Outcome: Sendable {
        case sent
        case failed
        case timedOut
    }

    static func run(
        _ outbox: LiveOutbox, write: @escaping @Sendable (String) async throws -> Void,
        cutOff: @escaping @Sendable () -> Void, in environment: LiveEnvironment
    ) async {
        for await _ in outbox.posted {
            guard let update = outbox.take() else { continue }
            let text = update.json()
            let outcome = await withTaskGroup(of: Outcome.self) { group in
                group.addTask {
                    do {
                        try await write(text)
                        return .sent
                    } catch {
                        return .failed
                    }
                }
                group.addTask {
                    do {
                        try await environment.clock.sleep(for: environment.limits.sendTimeout)
                        return .timedOut
                    } catch {
                        return .failed
                    }
                }
                let first = await group.next() ?? .failed
                group.cancelAll()
                return first
            }
            switch outcome {
            case .sent: environment.metrics.sent(bytes: text.utf8.count)
            case .failed: return  // the connection is closing
            case .timedOut:
                environment.metrics.cutOff("slow")
                environment.logger.info("live page cut off", metadata: ["reason": "not reading"])
                cutOff()
                return
            }
        }
    }
}
