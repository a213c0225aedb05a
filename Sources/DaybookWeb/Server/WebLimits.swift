/// The bounds every request is held to.
enum WebLimits {
    /// The largest body the server reads: forms and JSON todos are far smaller.
    static let maximumBodyBytes = 64 * 1024
}
