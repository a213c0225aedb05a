import ArgumentParser
import DaybookComposition
import DaybookPresentation

extension GlobalOptions {
    /// A controller over the todos of the person the command acts for (``person(in:)``).
    func makeTodoController() async throws -> TodoController {
        let container = try await makeContainer()
        return container.makeTodoController(for: try await person(in: container))
    }
}
