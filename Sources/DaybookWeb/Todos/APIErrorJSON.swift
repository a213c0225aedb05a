/// Every API failure's body: `{"error": "message"}`.
struct APIErrorJSON: Encodable, Sendable {
    let error: String
}
