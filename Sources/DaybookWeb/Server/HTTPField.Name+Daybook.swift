import HTTPTypes

/// The header names Daybook sets or reads that `HTTPTypes` does not name.
extension HTTPField.Name {
    static let xContentTypeOptions = Self("X-Content-Type-Options")!
    static let xFrameOptions = Self("X-Frame-Options")!
    static let referrerPolicy = Self("Referrer-Policy")!
    static let xTotalCount = Self("X-Total-Count")!
    static let link = Self("Link")!
    /// A `Host` field beyond the first, which HTTPTypes keeps as a field (the first becomes the
    /// request's authority): its presence means the request named two hosts.
    static let host = Self("Host")!
    /// Daybook's version, on `/healthz`.
    static let daybookVersion = Self("Daybook-Version")!
}
