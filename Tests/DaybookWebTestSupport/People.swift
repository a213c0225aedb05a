import DaybookComposition
import DaybookTestSupport
import Foundation
import HummingbirdTesting
import Logging
import Testing

/// A database where a todo was kept before there were accounts, then Hanako's account (the
/// first: the todo becomes hers) and Taro's were added; Taro has an API token.
package struct People {
    package static let hanakoPassword = "hanako's long password"
    package static let taroPassword = "taro's long password"

    package let path: String
    package let container: AppContainer
    package let taroToken: String

    package var hanako: Person { get async throws { try await container.actingPerson(named: "hanako") } }
    package var taro: Person { get async throws { try await container.actingPerson(named: "taro") } }

    package init(in folder: TemporaryDirectory) async throws {
        try await self.init(databasePath: folder.path("web.sqlite"))
    }

    package init(databasePath: String) async throws {
        path = databasePath
        container = try AppContainer(
            configuration: DaybookConfiguration(databasePath: path, language: .english, logLevel: .critical),
            logger: Logger(label: "test"), passwordHashCost: 4)
        _ = try await container.makeTodoController(for: .household).add(title: "Kept before accounts")
        let accounts = container.makeAccountController()
        _ = try await accounts.add(name: "Hanako", password: Self.hanakoPassword)
        _ = try await accounts.add(name: "Taro", password: Self.taroPassword)
        taroToken = try #require(try await accounts.issueToken(name: "Taro").token)
    }

    /// The id of Hanako's todo titled `title`.
    package func hanakosTodo(_ title: String) async throws -> String {
        let rows = try await container.makeTodoController(for: try await hanako).list(filter: .all, query: "").rows
        return try #require(rows.first { $0.title == title }?.id)
    }

    /// Signs `browser` in as `name` with `password`, as the sign-in page's form does.
    package static func signIn(_ browser: Browser, _ client: any TestClientProtocol, name: String, password: String)
        async throws -> TestResponse
    {
        try await browser.get(client, "/signin")
        return try await browser.post(client, "/signin", form: ["name": name, "password": password, "next": "/todos"])
    }
}
