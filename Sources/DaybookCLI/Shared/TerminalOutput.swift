import DaybookPresentation

/// A lookup's result as the terminal shows it: text for people, JSON for scripts.
protocol TerminalOutput {
    associatedtype JSON: JSONWritable
    var json: JSON { get }
    var text: String { get }
}
