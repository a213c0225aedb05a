import ArgumentParser

/// A command that takes the ``GlobalOptions``: what ``DaybookCommand`` reads the language of a
/// failure's message from.
protocol GlobalOptionsCommand: ParsableCommand {
    var global: GlobalOptions { get }
}
