import ArgumentParser
import DaybookPresentation

struct TodoMoveCommand: TodoChangeCommand {
    static let configuration = CommandConfiguration(
        commandName: "move",
        abstract: "Change a todo's order number; the list is sorted by it, lowest first.",
        // Written out: generated, it would show the order as `[<order> ...]` (see `orderWords`).
        usage: "daybook todo move <id> <order> [--json] \(GlobalOptions.synopsis)",
        discussion: """
            Todos with the same order number are listed oldest first. The number may be negative: \
            `daybook todo move 3f2a -1`.
            """
    )

    @OptionGroup var target: TodoTarget

    /// The order, gathered with whatever else the parser did not recognise: it reads `-5` as an
    /// option, and an argument takes one only this way (ArgumentParser has no `.unconditional`
    /// for a single argument). `validate()` leaves exactly one whole number here.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("The new order number, which may be negative (-5).", valueName: "order"))
    var orderWords: [String] = []

    @OptionGroup var output: TodoOutputOptions
    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func validate() throws {
        let localizer = global.localizer
        guard let word = orderWords.first else {
            throw ValidationError(localizer(CommandLineText.missingArgument, ["name": "<order>"]))
        }
        // Another option the parser did not know landed here too: say so, as it would have.
        if let option = orderWords.first(where: { $0.hasPrefix("-") && Int($0) == nil }) {
            throw ValidationError(localizer(CommandLineText.unknownOption, ["option": option]))
        }
        guard orderWords.count == 1 else {
            throw ValidationError(localizer(CommandLineText.unexpectedArgument, ["value": orderWords[1]]))
        }
        guard Int(word) != nil else {
            throw ValidationError(localizer(CommandLineText.invalidValue, ["value": word, "option": "<order>"]))
        }
    }

    func change(_ reference: String, with controller: TodoController) async throws
        -> TodoActionViewState
    {
        // `validate()` has made sure it is one whole number.
        try await controller.move(reference, to: orderWords.first.flatMap { Int($0) } ?? 0)
    }
}
