import Foundation

/// A post id as typed: a whole number, 1 or more.
public struct PostID: Hashable, Sendable {
    public let value: Int

    public init(_ raw: String) throws(AppError) {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw .validation(ValidationError(field: .postID, rule: .empty)) }
        guard let value = Int(text) else { throw .validation(ValidationError(field: .postID, rule: .malformed)) }
        guard value >= 1 else { throw .validation(ValidationError(field: .postID, rule: .belowMinimum(1))) }
        self.value = value
    }
}
