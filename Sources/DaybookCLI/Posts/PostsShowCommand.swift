import ArgumentParser
import DaybookPresentation

struct PostsShowCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one post with its author.")

    @Argument(help: "The post's id, as `daybook posts` lists it.")
    var id: String

    @Flag(help: "Ask the service even when the post is cached.")
    var refresh = false

    @Flag(help: "Print the post as JSON.")
    var json = false

    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func run() async throws {
        let (controller, localizer) = try await global.makePostController()
        let lookup = try await Console.withSpinner(localizer(PostText.loading)) {
            try await controller.show(id: id, refresh: refresh)
        }
        try Console.show(lookup, asJSON: json)
    }
}
