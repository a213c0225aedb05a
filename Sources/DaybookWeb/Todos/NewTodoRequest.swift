/// The body of `POST /api/todos`: a `title` (required) and an `order` (optional, a whole number).
struct NewTodoRequest: Decodable, Sendable {
    let title: String
    let order: Int?

    private enum CodingKeys: String, CodingKey {
        case title, order
    }

    init(from decoder: any Decoder) throws {
        let body = try decoder.container(keyedBy: CodingKeys.self)
        title = try body.field(.title, .text)
        order = try body.optionalField(.order, .wholeNumber)
    }
}
