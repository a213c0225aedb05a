import ArgumentParser
import DaybookPresentation

struct TodoClearCompletedCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear-completed",
        abstract: "Delete every completed todo."
    )

    @OptionGroup var output: TodoOutputOptions
    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func run() async throws {
        let controller = try await global.makeTodoController()
        try output.report(try await controller.clearCompleted())
    }
}
