import ArgumentParser
import DaybookPresentation

/// A command that changes one todo named by the user: it takes the id, `--json` and the global
/// options, and prints the outcome. Conforming commands say only which change they make.
protocol TodoChangeCommand: AsyncParsableCommand, GlobalOptionsCommand {
    var target: TodoTarget { get }
    var output: TodoOutputOptions { get }
    var global: GlobalOptions { get }

    func change(_ reference: String, with controller: TodoController) async throws
        -> TodoActionViewState
}

extension TodoChangeCommand {
    func run() async throws {
        let controller = try await global.makeTodoController()
        let outcome: TodoActionViewState
        do {
            outcome = try await change(target.id, with: controller)
        } catch {
            // A todo not found is named as it was typed: "No todo has the id “3f2a”."
            throw Console.failing(with: ErrorViewState(error, about: target.id, localizer: global.localizer))
        }
        try output.report(outcome)
    }
}
