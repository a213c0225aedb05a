import DaybookDomain
import Foundation

extension AppError {
    /// Failures that may pass by themselves, so old data is better than none. A 4xx other than
    /// the rate limit means the request itself is wrong, which old data would only hide.
    var allowsStaleFallback: Bool {
        switch self {
        case .offline, .timeout, .rateLimited, .unreadableResponse: true
        case .server(let status): status >= 500
        case .notFound, .alreadyExists, .unauthorized, .signedOut, .validation, .storage, .archive, .file, .cancelled:
            false
        }
    }
}
