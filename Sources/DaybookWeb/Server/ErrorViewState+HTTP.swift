import DaybookPresentation
import Hummingbird

extension ErrorViewState {
    /// The status a page or the API answers a controller's failure with: 400 bad input, 401 no
    /// longer signed in as whom the request was for, 404, 409 a name taken, 503 a remote failure,
    /// busy or unreachable storage (or a cancelled request), 500 storage.
    var httpStatus: HTTPResponse.Status {
        switch kind {
        case .invalidInput, .usage: .badRequest
        case .notFound: .notFound
        case .conflict: .conflict
        case .unavailable, .busy, .storageUnreachable, .cancelled: .serviceUnavailable
        case .storage, .cannotCreate: .internalServerError
        case .signedOut: .unauthorized
        }
    }

    /// When to ask again: busy storage is held by a long write (a big import) that will end; a
    /// database server that went away is tried again every few seconds.
    var retryAfterSeconds: Int? {
        kind == .busy || kind == .storageUnreachable ? 5 : nil
    }
}
