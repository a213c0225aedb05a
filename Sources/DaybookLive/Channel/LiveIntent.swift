/// What a live page asks its view model to do: a search typed, a todo toggled. The script sends
/// one JSON object per intent (`{"n": 7, "do": "toggle", "id": "…"}`), answered by an update
/// listing `n` in `done` (or `failed`) once the intent is done.
struct LiveIntent: Decodable, Sendable {
    /// The page's number for this intent, echoed in the answer (`done` or `failed`).
    let n: Int
    /// What to do: `search`, `submit`, `filter`, `page`, `add`, `toggle`, `rename`, `delete`,
    /// `undo`, `clear-completed`, `refresh`. A page ignores what it does not do.
    let action: String
    /// The row acted on.
    let id: String?
    /// What was typed: a search, a title, a city.
    let text: String?
    /// The link's value: a filter's name, a page's number.
    let value: String?

    enum CodingKeys: String, CodingKey {
        case n
        case action = "do"
        case id, text, value
    }
}
