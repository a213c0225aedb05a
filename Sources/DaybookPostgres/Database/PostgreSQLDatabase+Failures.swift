import DaybookDomain
import Logging
import PostgresNIO
import _ConnectionPoolModule

/// Every driver error converted to the `AppError` its caller is answered with, where it appears,
/// and logged without the password.
extension PostgreSQLDatabase {
    /// The SQLSTATE of a write of the household's refused because there are accounts (schema v9).
    static let householdClosed = "DB001"

    func convert(_ error: any Error, context: String) -> AppError {
        if let appError = error as? AppError { return appError }
        if let transaction = error as? PostgresTransactionError {
            // The closure's own error, or the failed COMMIT or ROLLBACK.
            if let closure = transaction.closureError { return convert(closure, context: context) }
            if let commit = transaction.commitError { return convert(commit, context: context) }
            if let begin = transaction.beginError { return convert(begin, context: context) }
        }
        if error is CancellationError || (error as? PSQLError)?.code == .queryCancelled || Task.isCancelled {
            return .cancelled
        }
        // A write of the household's once there are accounts (schema v9): not a failure of storage.
        if (error as? PSQLError)?.serverInfo?[.sqlState] == Self.householdClosed { return .signedOut }
        let failure = failure(for: error)
        logger.error(
            "storage failure",
            metadata: [
                "context": "\(context)", "server": "\(location.server)", "failure": "\(failure)",
                "error": "\(String(reflecting: type(of: error)))",
                "sqlState": "\((error as? PSQLError)?.serverInfo?[.sqlState] ?? "-")",
            ])
        return .storage(failure)
    }

    private func failure(for error: any Error) -> StorageFailure {
        let server = location.server
        if error is PostgresOperationFailure || error is ConnectionClosed || error is ConnectionPoolError {
            return .unreachable(server: server)
        }
        guard let error = error as? PSQLError else { return .failed }
        if error.code == .server, let state = error.serverInfo?[.sqlState] {
            switch state {
            case "28P01", "28000": return .signInRefused(server: server)
            case "3D000": return .unknownDatabase(server: server)
            // Serialization, deadlock, lock not available, a statement past statement_timeout.
            case "40001", "40P01", "55P03", "57014": return .busy
            case "53100": return .full
            case "25006": return .readOnly
            // Shutting down, starting up, too many connections, the connection lost.
            case "57P01", "57P02", "57P03", "53300", "08000", "08001", "08003", "08004", "08006":
                return .unreachable(server: server)
            default: return .failed
            }
        }
        switch error.code {
        case .connectionError, .serverClosedConnection, .uncleanShutdown, .clientClosedConnection, .poolClosed,
            .sslUnsupported, .failedToAddSSLHandler:
            return .unreachable(server: server)
        case .unsupportedAuthMechanism, .authMechanismRequiresPassword, .saslError:
            return .signInRefused(server: server)
        default:
            return .failed
        }
    }
}
