/// One row of a list a live page shows (a todo), by the id of its element.
struct LiveRow: Hashable, Sendable {
    let id: String
    let html: String
}
