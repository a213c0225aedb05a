import Foundation

/// Search as you type, as the guides' view models do it with Combine's `debounce` and
/// `removeDuplicates`: a query is sent once the user has paused for ``delay``, only when it is
/// not empty and differs from the last one sent.
///
/// Each keystroke replaces the query waiting for its pause; the view model starts (and cancels)
/// the search itself, so a query that does not pass leaves the search in flight alone. The wait
/// runs on an injected clock, so tests move time by hand instead of sleeping.
@MainActor
final class SearchDebouncer {
    /// The pause after the last keystroke before a query is sent.
    static let delay: Duration = .milliseconds(300)

    private let clock: any Clock<Duration>
    private let delay: Duration
    private var waiting: Task<Void, Never>?
    /// The last query sent: an equal one is dropped.
    private(set) var lastSent: String?

    init(clock: any Clock<Duration>, delay: Duration = SearchDebouncer.delay) {
        self.clock = clock
        self.delay = delay
    }

    /// Waits ``delay`` for another keystroke, then calls `send` with the text trimmed, unless it
    /// is empty or the same as the last query sent.
    func textChanged(_ text: String, send: @escaping @MainActor (String) -> Void) {
        waiting?.cancel()
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        // The pause is measured from the keystroke, not from when the task first runs.
        // Copied to a local, which Swift opens to call the generic function; the property it does not.
        let clock: any Clock<Duration> = clock
        let pause = Self.pause(on: clock, for: delay)
        waiting = Task {
            do {
                try await pause()
            } catch {
                return  // another keystroke came, or the screen went away
            }
            guard !Task.isCancelled, !query.isEmpty, query != self.lastSent else { return }
            self.lastSent = query
            send(query)
        }
    }

    /// A wait until `delay` after now, on `clock`.
    private static func pause(on clock: some Clock<Duration>, for delay: Duration) -> @Sendable () async throws -> Void
    {
        let deadline = clock.now.advanced(by: delay)
        return {
            // Time may have passed the deadline before the task first ran: then there is no wait
            // left (a clock may not resume a sleep until a deadline it has already reached).
            guard clock.now < deadline else { return try Task.checkCancellation() }
            try await clock.sleep(until: deadline, tolerance: nil)
        }
    }

    /// Records a query sent without waiting (Enter, a search restored on appear), so the same
    /// text typed again is not sent twice.
    func sentNow(_ query: String) {
        waiting?.cancel()
        lastSent = query
    }

    /// Drops the query waiting for its pause, and forgets the last one sent (the search was
    /// cleared: the same text typed again is a new search).
    func reset() {
        waiting?.cancel()
        waiting = nil
        lastSent = nil
    }

    /// Drops the query waiting for its pause (the screen went away).
    func cancel() {
        waiting?.cancel()
        waiting = nil
    }
}
