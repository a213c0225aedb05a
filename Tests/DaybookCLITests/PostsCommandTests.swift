import DaybookTestSupport
import Foundation
import Testing

@Suite("daybook posts, run as a process against a local fixture server")
struct PostsCommandTests {
    static var routes: [String: FixtureServer.Reply] { FixtureRoutes.jsonPlaceholder }

    func start() async throws -> (FixtureServer, DaybookProcess) {
        let server = try FixtureServer(routes: Self.routes)
        let base = try await server.start()
        return (server, DaybookProcess(environment: ["DAYBOOK_POSTS_URL": base.absoluteString]))
    }

    /// Each post on two lines, as guide 002 lists them: the title (with the author), then the
    /// body under it as one line, whole when written to a pipe.
    @Test func theFirstPageWithBodiesAndAuthors() async throws {
        let (server, daybook) = try await start()
        defer {
            Task { await server.stop() }
            daybook.cleanUp()
        }
        let result = try await daybook.run("posts")
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 41, "\(result.stdout)")
        #expect(
            lines[0]
                == "#1   sunt aut facere repellat provident occaecati excepturi optio reprehenderit  — Leanne Graham")
        #expect(
            lines[1]
                == "     quia et suscipit suscipit recusandae consequuntur expedita et cum reprehenderit molestiae "
                + "ut ut quas totam nostrum rerum est autem sunt rem eveniet architecto")
        #expect(lines[38].hasPrefix("#20  ") && lines[39].hasPrefix("     "))
        #expect(lines[40] == "Page 1 of 5 · 100 posts")
    }

    /// On a terminal, a body too long for its line is cut to fit it, ending in "…".
    @Test func aBodyIsCutToTheTerminalsWidth() async throws {
        let (server, daybook) = try await start()
        defer {
            Task { await server.stop() }
            daybook.cleanUp()
        }
        let terminal = try PseudoTerminal(columns: 200)
        let result = try await daybook.run(["posts"], environment: ["COLUMNS": "60"], terminal: terminal)
        #expect(result.status == 0)
        let lines = terminal.written().split(separator: "\n").map(String.init)
        #expect(lines.count == 41, "\(lines)")
        let body = try #require(lines.dropFirst().first)
        #expect(body == "     quia et suscipit suscipit recusandae consequuntur expe…")
        #expect(lines.filter { $0.hasPrefix("     ") }.allSatisfy { $0.count <= 60 && $0.hasSuffix("…") })
    }

    @Test func pagingSearchAndJSON() async throws {
        let (server, daybook) = try await start()
        defer {
            Task { await server.stop() }
            daybook.cleanUp()
        }
        let page5 = try await daybook.run("posts", "--page", "5", "--json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(page5.stdout.utf8)) as? [String: Any])
        let posts = try #require(json["posts"] as? [[String: Any]])
        #expect(posts.map { $0["id"] as? Int } == Array(81...100))
        #expect(json["page"] as? Int == 5 && json["pageCount"] as? Int == 5 && json["source"] as? String == "network")
        #expect((posts[0]["author"] as? [String: Any])?["name"] as? String == "Glenna Reichert")

        let searched = try await daybook.run("posts", "--search", "ＤＯＬＯＲＥＭ", "--json")
        let found = try #require(try JSONSerialization.jsonObject(with: Data(searched.stdout.utf8)) as? [String: Any])
        #expect((found["matching"] as? Int ?? 0) > 0 && found["total"] as? Int == 100)

        let beyond = try await daybook.run("posts", "--page", "6")
        #expect(beyond.status == 65 && beyond.stderr == "daybook: The page must be 5 or less.\n")
    }

    @Test func oneWithItsAuthorAndUnknownIDs() async throws {
        let (server, daybook) = try await start()
        defer {
            Task { await server.stop() }
            daybook.cleanUp()
        }
        let shown = try await daybook.run("posts", "show", "1")
        #expect(shown.status == 0)
        #expect(
            shown.stdout.hasPrefix(
                "#1 sunt aut facere repellat provident occaecati excepturi optio reprehenderit\n"
                    + "by Leanne Graham (@Bret) <Sincere@april.biz>\n\nquia et suscipit\n"))
        let missing = try await daybook.run("posts", "show", "999", "--lang", "ja")
        #expect(missing.status == 66 && missing.stderr == "daybook: その投稿は存在しません。\n")
        let bad = try await daybook.run("posts", "show", "first")
        #expect(bad.status == 65 && bad.stderr == "daybook: The post id is not in a valid form.\n")
    }

    @Test func offlineWithAndWithoutACache() async throws {
        let (server, daybook) = try await start()
        defer { daybook.cleanUp() }
        let closed = try await FixtureServer.closedPortURL()

        let neverFetched = try await daybook.run("posts", environment: ["DAYBOOK_POSTS_URL": closed.absoluteString])
        #expect(neverFetched.status == 69)
        #expect(neverFetched.stderr == "daybook: You appear to be offline. Check your connection and try again.\n")

        #expect(try await daybook.run("posts").status == 0)
        await server.stop()
        let stale = try await daybook.run("posts", "--refresh")
        #expect(stale.status == 0)
        #expect(stale.stdout.hasSuffix("Page 1 of 5 · 100 posts\nCould not update: these posts are from just now.\n"))
        let post = try await daybook.run("posts", "show", "42", "--json")
        #expect(post.status == 0 && post.stdout.contains("\"stale\" : true"))
        withExtendedLifetime(server) {}  // its port refuses until here
    }
}
