import DaybookComposition
import DaybookPresentation
import Synchronization

/// One value per language and person, made at the first request that needs it and kept: a
/// feature's controllers, each bound to one person's data and holding their language's
/// presenters. At most ``capacity`` are kept; past that, all are made again as asked.
final class PerPerson<Value: Sendable>: Sendable {
    static var capacity: Int { 256 }

    private struct Key: Hashable {
        let language: Language
        let person: String
    }

    private let make: @Sendable (Language, Person) -> Value
    private let made = Mutex<[Key: Value]>([:])

    init(_ make: @escaping @Sendable (Language, Person) -> Value) {
        self.make = make
    }

    /// The value for `person` in `language`. Values are keyed by the person's account
    /// (``Person/key``): what a person's value is bound to does not change while they are signed in.
    subscript(language: Language, person: Person) -> Value {
        let key = Key(language: language, person: person.key)
        if let kept = made.withLock({ $0[key] }) { return kept }
        let value = make(language, person)
        made.withLock { made in
            if made.count >= Self.capacity { made.removeAll(keepingCapacity: true) }
            made[key] = value
        }
        return value
    }
}
