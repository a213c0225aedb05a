import ArgumentParser
import DaybookPresentation

extension GlobalOptions {
    func makeTodoController() async throws -> TodoController {
        try await makeContainer().makeTodoController()
    }
}
