import DaybookDomain
import Foundation

/// Translates between the stored ``TodoRecord`` and the domain's `TodoItem`.
///
/// A record that breaks the domain's rules (a blank title, a bad id) was damaged or edited
/// outside Daybook: it is reported as a corrupt record rather than crashing or being shown.
public enum TodoRecordMapper {
    public static func item(from record: TodoRecord) throws(AppError) -> TodoItem {
        guard let uuid = UUID(uuidString: record.id), let title = try? TodoTitle(record.title) else {
            throw .storage(.corruptRecord)
        }
        return TodoItem(
            id: TodoID(uuid),
            title: title,
            isCompleted: record.completed,
            order: record.position,
            createdAt: date(fromMilliseconds: record.createdAt),
            updatedAt: date(fromMilliseconds: record.updatedAt)
        )
    }

    public static func record(from item: TodoItem) -> TodoRecord {
        TodoRecord(
            id: item.id.description,
            title: item.title.value,
            completed: item.isCompleted,
            position: item.order,
            createdAt: milliseconds(from: item.createdAt),
            updatedAt: milliseconds(from: item.updatedAt)
        )
    }

    public static func record(from draft: TodoDraft) -> TodoRecord {
        let created = milliseconds(from: draft.createdAt)
        return TodoRecord(
            id: draft.id.description,
            title: draft.title.value,
            completed: false,
            position: draft.order ?? 0,
            createdAt: created,
            updatedAt: created
        )
    }

    static func milliseconds(from date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    static func date(fromMilliseconds milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
