import DaybookPresentation

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
