import Hummingbird
import Synchronization

/// Which methods each registered path answers, read from the router once its routes are in:
/// a request that finds its path but not its method is answered 405 with an `Allow` that is
/// always the truth, instead of a 404.
struct RouteTable: Sendable {
    private let entries: [(components: [Substring], methods: [HTTPRequest.Method])]

    /// Filled in once the router has every route. Middleware only wraps the routes added after
    /// it, so the middleware that needs this table is added first and reads it later.
    final class Slot: Sendable {
        private let table = Mutex(RouteTable([]))

        func fill(from router: Router<WebContext>) {
            let filled = RouteTable(router.routes)
            table.withLock { $0 = filled }
        }

        var current: RouteTable { table.withLock { $0 } }
    }

    init(_ routes: [Router<WebContext>.RouteDescription]) {
        var methods: [String: Set<HTTPRequest.Method>] = [:]
        for route in routes { methods[route.path.description, default: []].insert(route.method) }
        // A route answers HEAD wherever it answers GET (the router makes those endpoints).
        for path in methods.keys where methods[path]!.contains(.get) { methods[path]!.insert(.head) }
        // Literal paths before parameter paths of the same shape (`/todos/clear-completed` before
        // `/todos/{id}`), as the router itself prefers them.
        entries = methods.map { path, methods in
            (path.split(separator: "/"), methods.sorted { $0.rawValue < $1.rawValue })
        }.sorted { lhs, rhs in
            lhs.components.count { $0.hasPrefix("{") } < rhs.components.count { $0.hasPrefix("{") }
        }
    }

    /// The methods answered at `path`, or `nil` when no route has that path.
    func methods(at path: String) -> [HTTPRequest.Method]? {
        let parts = path.split(separator: "/")
        return entries.first { entry in
            entry.components.count == parts.count
                && zip(entry.components, parts).allSatisfy { pattern, part in
                    pattern == part || (pattern.hasPrefix("{") && pattern.hasSuffix("}"))
                }
        }?.methods
    }
}
