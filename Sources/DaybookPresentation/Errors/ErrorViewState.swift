import Foundation

/// An error as a front end shows it: the localized message, and what kind of failure it was so
/// a driver can pick an exit status or an HTTP status. A value to show, never thrown: what
/// travels out is the `AppError` (or a ``PresentableError``), presented once where it is shown.
public struct ErrorViewState: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// The user's input broke a rule: fix the input.
        case invalidInput
        /// The thing named does not exist.
        case notFound
        /// Something with the same name exists already: choose another name.
        case conflict
        /// A remote service failed or could not be reached.
        case unavailable
        /// Local storage failed.
        case storage
        /// The database server cannot be reached for now: the same request may work once it is back.
        case storageUnreachable
        /// Local storage is held by another writer for now: the same request may work shortly.
        case busy
        /// The command cannot do this as asked: another option or tool is needed.
        case usage
        /// A file to write could not be made (its folder is missing, or may not be written).
        case cannotCreate
        /// Whom it was for may no longer do this: sign in (or name the person) and try again.
        case signedOut
        case cancelled
    }

    public let message: String
    public let kind: Kind

    public init(message: String, kind: Kind) {
        self.message = message
        self.kind = kind
    }
}
