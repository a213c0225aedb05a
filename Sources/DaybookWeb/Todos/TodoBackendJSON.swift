import DaybookPresentation
import Foundation
import Hummingbird

/// A todo as the Todo-Backend specification has it: `title`, `completed`, `order` and an
/// absolute `url` to GET, PATCH or DELETE it; plus Daybook's id and times.
///
/// Written with ``JSONWriter``, keys sorted, the same bytes `JSONEncoder` with `.sortedKeys`
/// gives for it (it stays `Encodable` so the tests can hold the two to that): a list of them is
/// the API's longest and most asked-for answer.
struct TodoBackendJSON: Encodable, ResponseGenerator, Sendable {
    let id: String
    let title: String
    let completed: Bool
    let order: Int
    let url: String
    let createdAt: Date
    let updatedAt: Date

    init(_ row: TodoRowViewState, baseURL: String) {
        id = row.id
        title = row.title
        completed = row.isCompleted
        order = row.order
        url = "\(baseURL)/api/todos/\(row.id)"
        createdAt = row.createdAt
        updatedAt = row.updatedAt
    }

    /// Times as Daybook writes them, for `JSONEncoder` (the writer writes them the same way).
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(completed, forKey: .completed)
        try container.encode(order, forKey: .order)
        try container.encode(url, forKey: .url)
        try container.encode(Timestamp.text(createdAt), forKey: .createdAt)
        try container.encode(Timestamp.text(updatedAt), forKey: .updatedAt)
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, completed, order, url, createdAt, updatedAt
    }

    /// One object, keys in sorted order.
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("completed")
        writer.value(completed)
        writer.key("createdAt")
        writer.value(createdAt)
        writer.key("id")
        writer.value(id)
        writer.key("order")
        writer.value(order)
        writer.key("title")
        writer.value(title)
        writer.key("updatedAt")
        writer.value(updatedAt)
        writer.key("url")
        writer.value(url)
        writer.endObject()
    }

    func response(from request: Request, context: some RequestContext) -> Response {
        var writer = JSONWriter(capacity: 256)
        write(to: &writer)
        return Self.response(writer.bytes)
    }

    /// A JSON answer of `bytes`.
    static func response(_ bytes: [UInt8], status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
