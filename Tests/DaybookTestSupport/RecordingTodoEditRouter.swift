import DaybookPresentation

/// A todo's screen's router that counts how often it was asked to close it.
@MainActor
public final class RecordingTodoEditRouter: TodoEditRouter {
    public private(set) var closed = 0
    public init() {}
    public func closeTodo() { closed += 1 }
}
