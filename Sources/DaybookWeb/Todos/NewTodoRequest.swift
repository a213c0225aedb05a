/// The body of `POST /api/todos`.
struct NewTodoRequest: Decodable, Sendable {
    let title: String
    let order: Int?
}
