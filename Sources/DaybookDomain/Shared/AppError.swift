import Foundation

/// The one error type that crosses layer boundaries.
///
/// Raw errors (SQLite, PostgreSQL, HTTP, decoding) are converted into an `AppError` at the boundary where
/// they appear, so use cases and everything above them deal with this taxonomy only. Every case
/// has a Japanese and an English message in the Presentation ring.
public enum AppError: Error, Equatable, Hashable, Sendable {
    /// The network could not be reached (connection refused, no route, no connection).
    case offline
    /// The remote service did not answer in time.
    case timeout
    /// The thing asked for does not exist.
    case notFound(Resource)
    /// Something with the same name exists already (an account, say).
    case alreadyExists(Resource)
    /// The remote service refused the credentials (for example a bad API key).
    case unauthorized
    /// Whom the work was for may no longer write there: the household, once the first account
    /// has taken its data over (a request let in as the household a moment before, a command
    /// that found no account when it started). Nothing was written; signing in, or naming the
    /// person, is the way on.
    case signedOut
    /// The remote service asks us to slow down.
    case rateLimited(retryAfterSeconds: Int?)
    /// The remote service failed with this HTTP status.
    case server(status: Int)
    /// The response could not be understood.
    case unreadableResponse
    /// Input broke a business rule.
    case validation(ValidationError)
    /// Local storage failed.
    case storage(StorageFailure)
    /// An archive could not be read, or data could not be moved in or out as asked.
    case archive(ArchiveProblem)
    /// A file the user named could not be read or made.
    case file(FileProblem)
    /// The work was cancelled before it finished.
    case cancelled
}

extension AppError {
    /// What `notFound` is about. Each feature names its own beside its entity
    /// (`Resource.todo` is declared with the Todos feature); the Presentation ring words each.
    public struct Resource: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }
}
