import DaybookDomain
import Foundation

extension HTTPResponse {
    /// Throws the `AppError` for a failure status; returns for 2xx.
    ///
    /// - Parameter notFound: what a 404 means for this endpoint (a city, a post); `nil` for an
    ///   endpoint that always exists, where a 404 means the service is not the one expected.
    public func requireSuccess(notFound: AppError.Resource?) throws(AppError) {
        switch status {
        case 200..<300: return
        case 401, 403: throw .unauthorized
        case 404: throw notFound.map(AppError.notFound) ?? .server(status: 404)
        case 429: throw .rateLimited(retryAfterSeconds: headers["retry-after"].flatMap { Int($0) })
        default: throw .server(status: status)
        }
    }

    /// Decodes the body, or throws ``AppError/unreadableResponse`` when it is not what was expected.
    public func decode<T: Decodable>(_ type: T.Type, using decoder: JSONDecoder = JSONDecoder()) throws(AppError) -> T {
        do {
            return try decoder.decode(type, from: body)
        } catch {
            throw .unreadableResponse
        }
    }
}
