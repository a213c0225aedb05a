import Foundation

extension AppError {
    /// Throws ``AppError/cancelled`` when the current task has been cancelled.
    ///
    /// Interactors call this before doing work, so that a cancelled request stops early while
    /// still throwing only `AppError`.
    public static func checkCancellation() throws(AppError) {
        if Task.isCancelled { throw AppError.cancelled }
    }
}
