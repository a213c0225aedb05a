import DaybookPresentation
import Foundation
import Hummingbird

/// A todo as the Todo-Backend specification has it: `title`, `completed`, `order` and an
/// absolute `url` to GET, PATCH or DELETE it; plus Daybook's id and times, as `--json` writes
/// them (``TodoJSON``).
///
/// Written with ``JSONWriter``, keys sorted: the same bytes `JSONEncoder` with `.sortedKeys`
/// gives (the API tests hold the two to that). A list of them is the API's longest and most
/// asked-for answer.
struct TodoBackendJSON: ResponseGenerator, JSONWritable, Sendable {
    let todo: TodoJSON
    let url: String

    init(_ row: TodoRowViewState, baseURL: String) {
        todo = TodoJSON(row)
        url = "\(baseURL)/api/todos/\(row.id)"
    }

    /// One object: the todo's members, then `url`, which sorts after them all.
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        todo.writeMembers(to: &writer)
        writer.key("url")
        writer.value(url)
        writer.endObject()
    }

    /// What the API's answers say they are.
    static let contentType = "application/json; charset=utf-8"

    func response(from request: Request, context: some RequestContext) -> Response {
        Self.response(self)
    }

    /// An answer of the API with `value` as its body, written by ``JSONWriter``.
    static func response(_ value: some JSONWritable) -> Response {
        Response(
            status: .ok, headers: [.contentType: contentType],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: value.json(capacity: 256))))
    }
}
