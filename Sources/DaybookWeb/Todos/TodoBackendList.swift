import DaybookPresentation
import Hummingbird

/// A page of `GET /api/todos`, written once: the JSON array of ``TodoBackendJSON`` and the
/// paging headers (`X-Total-Count`, and `Link: rel="next"` when more follow).
///
/// It is what ``TodoAPI`` keeps in its ``RevisionCache``: an answer holds nothing of the
/// request but the address it was asked at (each todo's `url`), so it is the same for everyone
/// who asks the same page there until the list's revision moves.
struct TodoBackendList: Sendable, RevisionCacheable {
    let body: ByteBuffer
    let headers: HTTPFields

    init(_ page: TodoRowsPage, baseURL base: String, size: Int?) {
        // About what one todo takes, with an ordinary title and url: one allocation, not a doubling.
        var writer = JSONWriter(capacity: 64 + page.rows.count * 280)
        writer.beginArray()
        for row in page.rows { TodoBackendJSON(row, baseURL: base).write(to: &writer) }
        writer.endArray()
        body = ByteBuffer(bytes: writer.bytes)
        var headers: HTTPFields = [.contentType: TodoBackendJSON.contentType, .xTotalCount: String(page.total)]
        if page.hasNext {
            let sizeQuery = size.map { "&size=\($0)" } ?? ""
            headers[.link] = "<\(base)/api/todos?page=\(page.number + 1)\(sizeQuery)>; rel=\"next\""
        }
        self.headers = headers
    }

    var cost: Int { body.readableBytes }

    /// The answer; the body's storage is shared, not copied.
    var response: Response {
        Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
    }
}
