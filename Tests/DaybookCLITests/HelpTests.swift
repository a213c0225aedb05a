import Foundation
import Testing

/// `--help` lists the options every command takes under a heading of their own, apart from the
/// command's own, and shows examples for the main commands.
@Suite("daybook --help")
struct HelpTests {
    @Test(
        arguments: [
            ["todo", "add"], ["todo", "list"], ["todo", "move"], ["weather"], ["posts", "show"],
            ["profile", "register"], ["serve"], ["data", "export"],
        ])
    func globalOptionsHaveTheirOwnHeading(command: [String]) async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let help = try await daybook.run(command + ["--help"])
        #expect(help.status == 0)
        // The usage line names every option; the sections below it are what is grouped.
        let sections = help.stdout.split(separator: "\n").filter { !$0.hasPrefix("USAGE:") }.joined(separator: "\n")
            .components(separatedBy: "\nGLOBAL OPTIONS:\n")
        try #require(sections.count == 2, "no GLOBAL OPTIONS heading in \(command) --help:\n\(help.stdout)")
        for option in ["--database <path>", "--database-url <url>", "--lang <lang>", "--verbose", "--config <path>"] {
            #expect(!sections[0].contains(option), "\(option) before the heading")
            #expect(sections[1].contains(option), "\(option) under the heading")
        }
    }

    @Test(arguments: [[String](), ["todo"], ["weather"], ["posts"], ["profile"], ["serve"]])
    func mainCommandsShowExamples(command: [String]) async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let help = try await daybook.run(command + ["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("Examples:\n"), "\(command) --help")
        let examples = help.stdout.components(separatedBy: "Examples:\n").last ?? ""
        #expect(examples.contains("daybook " + (command.first ?? "todo")))
    }

    @Test func theAllFlagHasNoDefaultRepeatedAtIt() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let help = try await daybook.run("todo", "list", "--help")
        #expect(!help.stdout.contains("(default: --all)"))
        #expect(help.stdout.contains("--all"))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func genderValuesAreOfferedToCompletion(shell: String) async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let script = try await daybook.run("--generate-completion-script", shell).stdout
        let line = try #require(
            script.split(separator: "\n").first { $0.contains("male") && $0.contains("female") },
            "no completion offers the genders")
        #expect(line.contains("unspecified"))
    }
}
