import HTTPTypes

/// The header names Daybook sets that `HTTPTypes` does not name.
extension HTTPField.Name {
    static let xContentTypeOptions = Self("X-Content-Type-Options")!
    static let xFrameOptions = Self("X-Frame-Options")!
    static let referrerPolicy = Self("Referrer-Policy")!
    static let xTotalCount = Self("X-Total-Count")!
    static let link = Self("Link")!
    /// Daybook's version, on `/healthz`.
    static let daybookVersion = Self("Daybook-Version")!
}
