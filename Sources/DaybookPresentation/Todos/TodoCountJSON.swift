/// How many todos a change to many of them touched, as `{"count": 3}`: the `--json` of a
/// change that answers no one todo (an import, a clear, a restore, deleting all).
public struct TodoCountJSON: Encodable, Hashable, Sendable, JSONWritable {
    public let count: Int

    public init(count: Int) {
        self.count = count
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("count")
        writer.value(count)
        writer.endObject()
    }
}
