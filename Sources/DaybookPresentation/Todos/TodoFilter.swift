import Foundation

/// Which todos a list shows.
public enum TodoFilter: String, CaseIterable, Sendable {
    case all
    case open
    case done

    func includes(isCompleted: Bool) -> Bool {
        switch self {
        case .all: true
        case .open: !isCompleted
        case .done: isCompleted
        }
    }
}
