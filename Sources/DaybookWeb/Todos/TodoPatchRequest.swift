/// The body of `PATCH /api/todos/{id}`: any of `title`, `completed` and `order`, each of its own
/// type when present (`null` is refused, not read as "leave it"). Other keys are ignored, so a
/// client may send back a whole todo it read.
struct TodoPatchRequest: Decodable, Sendable {
    let title: String?
    let completed: Bool?
    let order: Int?

    private enum CodingKeys: String, CodingKey {
        case title, completed, order
    }

    init(from decoder: any Decoder) throws {
        let body = try decoder.container(keyedBy: CodingKeys.self)
        title = try body.optionalField(.title, .text)
        completed = try body.optionalField(.completed, .boolean)
        order = try body.optionalField(.order, .wholeNumber)
    }
}
