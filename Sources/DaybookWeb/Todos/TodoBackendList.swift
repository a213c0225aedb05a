import DaybookPresentation
import Hummingbird

/// A page of `GET /api/todos`, written once: the JSON array of ``TodoBackendJSON`` and the
/// paging headers (`X-Total-Count`, and `Link` to the pages around it).
///
/// It is what ``RevisionCachedTodoBackendPages`` keeps: an answer holds nothing of the request
/// but the address it was asked at (each todo's `url`), so it is the same for everyone who asks
/// the same page there until the list's revision moves.
struct TodoBackendList: Sendable, RevisionCacheable {
    /// Which page of whose list, asked where: everything the written page depends on.
    struct Key: Hashable, Sendable {
        /// Whose list (``Person/key``): each person's revision counts their own writes only.
        let person: String
        /// The address asked at, which each todo's `url` starts with.
        let base: String
        let page: Int
        /// The page size asked for; `nil` for the default.
        let size: Int?
    }

    let body: ByteBuffer
    let headers: HTTPFields
    /// The list's revision when the page was read (``TodoRowsPage/revision``).
    let revision: Int64

    init(_ page: TodoRowsPage, baseURL base: String, size: Int?) {
        // About what one todo takes, with an ordinary title and url: one allocation, not a doubling.
        var writer = JSONWriter(capacity: 64 + page.rows.count * 280)
        writer.beginArray()
        for row in page.rows { TodoBackendJSON(row, baseURL: base).write(to: &writer) }
        writer.endArray()
        body = ByteBuffer(bytes: writer.bytes)
        var headers: HTTPFields = [.contentType: TodoBackendJSON.contentType, .xTotalCount: String(page.total)]
        if let link = Self.link(page, base: base, size: size) { headers[.link] = link }
        self.headers = headers
        revision = page.revision
    }

    /// `Link` (RFC 8288) to the `first`, `prev`, `next` and `last` pages, each when it applies:
    /// none for a list that fits one page; from a page past the end, the first and the last.
    static func link(_ page: TodoRowsPage, base: String, size: Int?) -> String? {
        guard page.count > 1 || page.isPastTheEnd else { return nil }
        let sizeQuery = size.map { "&size=\($0)" } ?? ""
        func target(_ number: Int, _ relation: String) -> String {
            "<\(base)/api/todos?page=\(number)\(sizeQuery)>; rel=\"\(relation)\""
        }
        var links: [String] = []
        if page.number > 1 { links.append(target(1, "first")) }
        if page.hasPrevious { links.append(target(page.number - 1, "prev")) }
        if page.hasNext { links.append(target(page.number + 1, "next")) }
        if page.number != page.count { links.append(target(page.count, "last")) }
        return links.joined(separator: ", ")
    }

    var cost: Int { body.readableBytes }

    /// The answer; the body's storage is shared, not copied.
    var response: Response {
        Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
    }
}
