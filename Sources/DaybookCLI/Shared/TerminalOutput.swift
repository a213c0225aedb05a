import DaybookPresentation

/// A lookup's result as the terminal shows it: text for people, JSON for scripts.
protocol TerminalOutput {
    associatedtype JSON: Encodable
    var json: JSON { get }
    var text: String { get }
}

extension Console {
    /// Prints the result as text, or as Daybook's stable JSON with `--json`.
    static func show(_ output: some TerminalOutput, asJSON: Bool) throws {
        if asJSON {
            try printJSON(output.json)
        } else {
            Console.out(output.text)
        }
    }
}
