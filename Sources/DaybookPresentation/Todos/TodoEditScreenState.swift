import Foundation

/// Everything a todo's screen shows, as one value: the todo as stored, and the title as edited.
public struct TodoEditScreenState: Hashable, Sendable {
    public let id: String
    /// The todo as last read; `nil` until it is, or once it is gone.
    public var todo: TodoRowViewState?
    /// The title field as typed.
    public var title = ""
    public var isLoading = false
    /// The todo was deleted (here or anywhere else) while the screen showed it.
    public var isGone = false
    public var alert: AlertViewState?
    public var message: String?

    public init(id: String) {
        self.id = id
    }

    // MARK: - Derived

    /// The title field differs from the stored title (spaces at the ends aside).
    public var hasChanges: Bool {
        guard let todo else { return false }
        return title.trimmingCharacters(in: .whitespacesAndNewlines) != todo.title
    }
    /// There is a change to save. An empty title is still sent: the domain refuses it, with its
    /// reason, as the guides' validation does.
    public var canSave: Bool { hasChanges && !isGone }
}
