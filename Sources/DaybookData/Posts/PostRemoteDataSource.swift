import DaybookDomain
import Foundation

/// A posts service's API, seen from the repository: entities out, the transport and its DTOs
/// kept inside.
public protocol PostRemoteDataSource: Sendable {
    /// Names the service (its address) so cached posts of one are never served as another's.
    var cacheNamespace: String { get }

    /// Every post with its author.
    func feed() async throws(AppError) -> [AuthoredPost]

    /// One post with its author (`nil` when the author cannot be had), or
    /// ``AppError/notFound(_:)`` for an id the service does not know.
    func post(id: Int) async throws(AppError) -> AuthoredPost
}
