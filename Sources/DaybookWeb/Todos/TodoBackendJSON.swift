import DaybookPresentation
import Foundation

/// A todo as the Todo-Backend specification has it: `title`, `completed`, `order` and an
/// absolute `url` to GET, PATCH or DELETE it; plus Daybook's id and times.
struct TodoBackendJSON: Encodable, Sendable {
    let id: String
    let title: String
    let completed: Bool
    let order: Int
    let url: String
    /// Already text (`Date.daybookTimestamp`): a list encodes faster without a date strategy.
    let createdAt: String
    let updatedAt: String

    init(_ row: TodoRowViewState, baseURL: String) {
        id = row.id
        title = row.title
        completed = row.isCompleted
        order = row.order
        url = "\(baseURL)/api/todos/\(row.id)"
        createdAt = row.createdAt.daybookTimestamp
        updatedAt = row.updatedAt.daybookTimestamp
    }
}

/// The body of `POST /api/todos`.
struct NewTodoRequest: Decodable, Sendable {
    let title: String
    let order: Int?
}

/// The body of `PATCH /api/todos/{id}`: any of the three fields.
struct TodoPatchRequest: Decodable, Sendable {
    let title: String?
    let completed: Bool?
    let order: Int?
}

/// Every API failure: `{"error": "message"}`.
struct APIErrorJSON: Encodable, Sendable {
    let error: String
}
