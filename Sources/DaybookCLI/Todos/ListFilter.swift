import ArgumentParser
import DaybookPresentation

enum ListFilter: String, EnumerableFlag {
    case all
    case open
    case done

    static func help(for value: ListFilter) -> ArgumentHelp? {
        switch value {
        case .all: "Show every todo (the default)."
        case .open: "Show todos still to do."
        case .done: "Show completed todos."
        }
    }

    var todoFilter: TodoFilter {
        switch self {
        case .all: .all
        case .open: .open
        case .done: .done
        }
    }
}
