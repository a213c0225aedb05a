import Foundation

/// What a user types to name a todo: its full id or a unique prefix of it (like a git hash).
public struct TodoReference: Hashable, Sendable {
    /// Shorter prefixes would match too often to be useful.
    public static let minimumLength = 4

    /// Lower-case, without surrounding whitespace.
    public let text: String

    public init(_ raw: String) throws(AppError) {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !text.isEmpty else {
            throw .validation(ValidationError(field: .todoID, rule: .empty))
        }
        guard text.count <= 36, text.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
            throw .validation(ValidationError(field: .todoID, rule: .malformed))
        }
        guard text.count >= Self.minimumLength else {
            throw .validation(ValidationError(field: .todoID, rule: .tooShort(minimum: Self.minimumLength)))
        }
        self.text = text
    }
}
