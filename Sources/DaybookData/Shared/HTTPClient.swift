import DaybookDomain
import Foundation

/// Sends HTTP requests. It knows no entity: interpreting the response is the caller's job.
///
/// Implementations convert transport failures where they happen: no connection becomes
/// ``AppError/offline``, no answer in time ``AppError/timeout``. Any HTTP status, even 500, is a
/// response, not an error.
public protocol HTTPClient: Sendable {
    func send(_ request: HTTPRequest) async throws(AppError) -> HTTPResponse
}
