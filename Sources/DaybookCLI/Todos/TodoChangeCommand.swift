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
        try output.report(try await change(target.id, with: controller))
    }
}
