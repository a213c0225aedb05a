import DaybookDomain
import Foundation

/// The one piece of work of a kind a screen has in flight (a search, a load): starting another
/// cancels it, and only the newest may change the screen.
///
/// Cancelling a task does not stop an answer already on its way back; the generation check does.
/// So an answer for an older query can never overwrite the newer one's, whichever comes first.
@MainActor
final class LatestTask {
    private var task: Task<Void, Never>?
    private var generation = 0

    /// Cancels the work in flight and starts `work` off the main actor; `apply` runs on the main
    /// actor with its result only if no newer work started and the screen did not go away.
    func start<Value: Sendable>(
        _ work: @escaping @Sendable () async -> Value,
        apply: @escaping @MainActor (Value) -> Void
    ) {
        task?.cancel()
        generation += 1
        let mine = generation
        task = Task {
            let value = await work()
            guard !Task.isCancelled, mine == self.generation else { return }
            apply(value)
        }
    }

    /// As ``start(_:apply:)``, for a use case's work: `apply` gets its value or its error.
    func run<Value: Sendable>(
        _ work: @escaping @Sendable () async throws(AppError) -> Value,
        apply: @escaping @MainActor (Result<Value, AppError>) -> Void
    ) {
        start(
            { () async -> Result<Value, AppError> in
                do throws(AppError) {
                    return .success(try await work())
                } catch {
                    return .failure(error)
                }
            }, apply: apply)
    }

    /// Whether work is in flight.
    var isRunning: Bool { task != nil }

    /// Waits for the work in flight, if any, to finish.
    func finish() async {
        await task?.value
    }

    /// Cancels the work in flight; its answer, if it still comes, is dropped.
    func cancel() {
        task?.cancel()
        task = nil
        generation += 1
    }
}
