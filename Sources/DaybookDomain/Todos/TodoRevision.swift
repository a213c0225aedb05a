import Foundation

/// Which state of the list a read saw. Storage moves it forward with every write to any todo,
/// in the write's own transaction, whichever process wrote (this server, the command line,
/// another server on the same database).
///
/// So two reads with the same revision saw the same todos, and whatever was made from the
/// first (a rendered answer) is still true at the second: what lets a front end keep its
/// work and never show a list older than the last write.
public struct TodoRevision: Hashable, Sendable {
    public let value: Int64

    public init(_ value: Int64) {
        self.value = value
    }
}
