import ArgumentParser
import DaybookComposition
import DaybookPresentation

struct PostsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "posts",
        abstract: "Read posts from a JSONPlaceholder-style service, cached for offline reading.",
        discussion: """
            The service is https://jsonplaceholder.typicode.com unless DAYBOOK_POSTS_URL names \
            another (scheme, host and port). The feed is cached for \(RemoteServiceDefaults.cacheMaximumAgeText) \
            (DAYBOOK_POSTS_CACHE_SECONDS); when the service cannot be reached, the cached posts are \
            shown with their age.

            Examples:
              daybook posts
              daybook posts --page 2 --search dolor
              daybook posts show 1 --json
            """,
        subcommands: [PostsListCommand.self, PostsShowCommand.self],
        defaultSubcommand: PostsListCommand.self
    )
}
