import DaybookDomain
import Foundation

/// Translates between the stored ``TodoRecord`` and the domain's `TodoItem`.
///
/// A record that breaks the domain's rules (a blank title, a bad id) was damaged or edited
/// outside Daybook: it is reported as a corrupt record rather than crashing or being shown.
public enum TodoRecordMapper {
    public static func item(from record: TodoRecord) throws(AppError) -> TodoItem {
        guard let uuid = UUID(text: record.id), let title = try? TodoTitle(stored: record.title) else {
            throw .storage(.corruptRecord)
        }
        return TodoItem(
            id: TodoID(uuid),
            title: title,
            isCompleted: record.completed,
            order: record.position,
            createdAt: Milliseconds.date(since1970: record.createdAt),
            updatedAt: Milliseconds.date(since1970: record.updatedAt)
        )
    }

    public static func record(from item: TodoItem) -> TodoRecord {
        TodoRecord(
            id: item.id.description,
            title: item.title.value,
            completed: item.isCompleted,
            position: item.order,
            createdAt: Milliseconds.since1970(item.createdAt),
            updatedAt: Milliseconds.since1970(item.updatedAt)
        )
    }

    public static func record(from draft: TodoDraft) -> TodoRecord {
        let created = Milliseconds.since1970(draft.createdAt)
        return TodoRecord(
            id: draft.id.description,
            title: draft.title.value,
            completed: false,
            position: draft.order ?? 0,
            createdAt: created,
            updatedAt: created
        )
    }
}
