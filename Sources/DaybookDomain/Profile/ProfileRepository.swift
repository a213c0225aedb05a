import Foundation

/// The gateway through which use cases read and save profiles, one per ``UserID``.
///
/// Implementations live in the Data ring, over a `ProfileStore` in SQLite, in PostgreSQL or in
/// memory; all of them pass the same contract test suite. Every method throws only ``AppError``.
public protocol ProfileRepository: Sendable {
    /// The profile saved for `user`, or `nil` if none has been.
    func profile(for user: UserID) async throws(AppError) -> UserProfile?

    /// Saves `profile` as `user`'s, replacing any earlier one in a single write: if the save
    /// fails, the earlier profile is still there, unchanged.
    func save(_ profile: UserProfile, for user: UserID) async throws(AppError)
}
