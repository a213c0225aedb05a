/// The body of `PATCH /api/todos/{id}`: any of the three fields.
struct TodoPatchRequest: Decodable, Sendable {
    let title: String?
    let completed: Bool?
    let order: Int?
}
