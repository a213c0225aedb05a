import Foundation

extension AppError {
    /// The guides' error taxonomy, which every ``AppError`` falls under: a network failure
    /// (offline, timed out, or anything else the service did), an authentication failure (a
    /// session that expired, credentials refused), input the rules refuse, or the unexpected.
    ///
    /// Daybook's own cases say more (which status, which rule, which file) and keep saying it in
    /// the message; the category is what the guides title an alert with, and what a front end
    /// may branch on without knowing every case.
    public enum Category: Hashable, Sendable {
        case network(Network)
        case authentication(Authentication)
        /// Input broke a rule, or named something that is not there: the user can fix it.
        case input
        case unexpected

        public enum Network: Hashable, Sendable {
            case offline
            case timeout
            case unknown
        }

        public enum Authentication: Hashable, Sendable {
            case sessionExpired
            case failed
        }
    }

    public var category: Category {
        switch self {
        case .offline: .network(.offline)
        case .timeout: .network(.timeout)
        case .rateLimited, .server, .unreadableResponse: .network(.unknown)
        case .unauthorized: .authentication(.failed)
        case .validation, .notFound, .alreadyExists, .archive, .file: .input
        case .storage, .cancelled: .unexpected
        }
    }
}
