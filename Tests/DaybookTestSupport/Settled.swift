import Observation

/// Waits on the main actor until `condition` holds, for `@Observable` state (a view model's) that
/// changes in tasks of its own: checks it, and otherwise waits for the next change of any
/// observable property it read (`withObservationTracking`, as SwiftUI and the terminal app
/// notice changes), then checks again. No polling and no clock: a test that works ends as soon as
/// the state does.
///
/// No deadline either: the suite's `.timeLimit` bounds it, and its cancellation makes this answer
/// `false`. So `condition` must read observable state that a change will move.
@MainActor
public func settled(_ condition: @MainActor () -> Bool) async -> Bool {
    let changes = ConditionWaiters()
    while true {
        let seen = changes.generation
        let holds = withObservationTracking {
            condition()
        } onChange: {
            changes.changed()
        }
        if holds { return true }
        guard await changes.next(after: seen) else { return condition() }
    }
}
