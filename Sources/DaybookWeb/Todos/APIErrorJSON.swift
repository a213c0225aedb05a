import DaybookPresentation

/// Every API failure's body: `{"error": "message"}`.
struct APIErrorJSON: JSONWritable, Sendable {
    let error: String

    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("error")
        writer.value(error)
        writer.endObject()
    }
}
