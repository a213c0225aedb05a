import Foundation

/// Which todos a list shows.
public enum TodoFilter: String, CaseIterable, Sendable {
    case all
    case open
    case done

    /// The filter that shows what the domain's choice selects.
    init(completed: Bool?) {
        self =
            switch completed {
            case nil: .all
            case false?: .open
            case true?: .done
            }
    }

    /// The same choice as the domain asks for it: `nil` for every todo, else done or not.
    var completed: Bool? {
        switch self {
        case .all: nil
        case .open: false
        case .done: true
        }
    }

}
