import Foundation

/// The stable, language-independent JSON form of todos, for `--json` and scripts.
///
/// Field names and meanings are a public contract: add fields, never rename or remove them.
public struct TodoJSON: Encodable, Hashable, Sendable {
    public let id: String
    public let title: String
    public let completed: Bool
    public let order: Int
    public let createdAt: Date
    public let updatedAt: Date

    public init(_ row: TodoRowViewState) {
        id = row.id
        title = row.title
        completed = row.isCompleted
        order = row.order
        createdAt = row.createdAt
        updatedAt = row.updatedAt
    }
}

/// A list as JSON: the visible todos and the counts over all of them.
public struct TodoListJSON: Encodable, Hashable, Sendable {
    public struct Counts: Encodable, Hashable, Sendable {
        public let total: Int
        public let open: Int
        public let done: Int
    }

    public let todos: [TodoJSON]
    public let counts: Counts

    public init(_ state: TodoListViewState) {
        todos = state.rows.map(TodoJSON.init)
        counts = Counts(total: state.counts.total, open: state.counts.open, done: state.counts.done)
    }
}

extension JSONEncoder {
    /// Sorted keys and ISO 8601 dates with milliseconds (as stored), so the same data always
    /// prints the same bytes and todos made in the same second keep their order.
    public static var daybook: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(date.daybookTimestamp)
        }
        return encoder
    }
}

extension Date {
    /// How Daybook's JSON writes a time: ISO 8601 in UTC with milliseconds, as stored. A JSON
    /// type that holds this text rather than a `Date` encodes without the encoder's custom date
    /// strategy, which costs a nested container per date.
    public var daybookTimestamp: String {
        formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
