/// Why a ``PostgresOperation`` ended without its work's answer.
enum PostgresOperationFailure: Error {
    /// It did not get a connection within its lease bound.
    case leaseTimedOut
    /// It outran its run bound: its connection was closed, so whatever it had not committed was
    /// rolled back.
    case abandoned
}
