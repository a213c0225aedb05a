import DaybookData
import DaybookDomain
import PostgresNIO

extension PostgresBindings {
    /// The columns every add sends, one array each: ids, titles, completion and the two times.
    mutating func appendRecords(_ records: [TodoRecord]) {
        append(records.map(\.id))
        append(records.map(\.title))
        append(records.map(\.completed))
        append(records.map(\.createdAt))
        append(records.map(\.updatedAt))
    }
}
