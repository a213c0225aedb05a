import DaybookComposition
import Foundation
import Testing

/// What people expect of any command-line tool: a version, shell completions.
@Suite("Command-line conventions")
struct CommandLineConventionsTests {
    @Test func theVersionComesFromOnePlace() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let result = try await daybook.run("--version")
        #expect(result.status == 0)
        #expect(result.stdout == DaybookVersion.current + "\n")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func aCompletionScriptCoversEveryCommand(shell: String) async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let result = try await daybook.run("--generate-completion-script", shell)
        #expect(result.status == 0, "\(result.stderr)")
        for command in ["todo", "weather", "posts", "profile", "serve", "database-url"] {
            #expect(result.stdout.contains(command), "\(shell): \(command)")
        }
    }
}
