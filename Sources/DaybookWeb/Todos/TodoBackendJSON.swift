import DaybookPresentation
import Foundation
import Hummingbird

/// A todo as the Todo-Backend specification has it: `title`, `completed`, `order` and an
/// absolute `url` to GET, PATCH or DELETE it; plus Daybook's id and times. A handler returns it
/// (or an array of it) as is: the context's encoder writes the JSON.
struct TodoBackendJSON: ResponseEncodable, Sendable {
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
