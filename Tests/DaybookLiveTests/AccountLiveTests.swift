import DaybookComposition
import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DaybookLive
@testable import DaybookWeb

/// Live pages with accounts: each person's page follows their own list only, and closes the
/// moment their session ends (the account removed), whoever removed it.
@Suite("Accounts on live pages", .timeLimit(.minutes(3)))
struct AccountLiveTests {
    @Test func eachPersonsPageFollowsTheirOwnListAndEndsWithTheirSession() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let people = try await People(in: folder)
        try await WebHarness.run(databasePath: people.path, mode: .live, addOns: [LiveAddOn.self]) { client, _ in
            let port = try #require(client.port)
            let stranger = LivePageClient(
                port: port, at: "/todos",
                cookies: try await {
                    let browser = Browser()
                    try await browser.get(client, "/signin")
                    return browser.cookies
                }())
            // Told it is not signed in, and shown nothing.
            let refused = try await stranger.ended().get()
            #expect(refused?.closeCode == LiveChannel.signedOutCloseCode)
            #expect(stranger.now.signedOut && stranger.now.lists.isEmpty && stranger.now.messages == 1)

            let hanako = Browser()
            _ = try await People.signIn(
                hanako, client, name: "Hanako", password: People.hanakoPassword)
            let taro = Browser()
            _ = try await People.signIn(
                taro, client, name: "Taro", password: People.taroPassword)
            let hers = LivePageClient(port: port, at: "/todos", cookies: hanako.cookies)
            let his = LivePageClient(port: port, at: "/todos", cookies: taro.cookies)
            defer {
                hers.close()
                his.close()
            }
            #expect(await hers.until { LiveChannelTests.titles($0) == ["Kept before accounts"] })
            #expect(await his.until { $0.parts["todos-summary"] == "Total 0 · open 0 · done 0" })

            // His add reaches his page; hers still shows her own list, counted as before.
            #expect(await his.answer(his.send("add", text: "Bought by Taro")))
            #expect(await his.until { LiveChannelTests.titles($0) == ["Bought by Taro"] })
            #expect(LiveChannelTests.titles(hers.now) == ["Kept before accounts"])
            #expect(hers.now.parts["todos-summary"] == "Total 1 · open 1 · done 0")

            // Removing him, from another process's container, closes his page; hers stays open.
            _ = try await people.container.makeAccountController().remove(name: "Taro")
            #expect(await his.until { $0.isOver })
            #expect(!hers.now.isOver)
            #expect(await hers.answer(hers.send("add", text: "Hers, after")))
            #expect(await hers.until { LiveChannelTests.titles($0).contains("Hers, after") })
        }
    }

    /// An open server's page is the household's: once someone adds the first account, it closes,
    /// rather than keep writing to a list that is no one's now.
    @Test func aHouseholdPageClosesWhenTheFirstAccountIsAdded() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("open.sqlite")
        try await WebHarness.run(databasePath: path, mode: .live, addOns: [LiveAddOn.self]) { client, _ in
            let browser = Browser()
            try await browser.get(client, "/todos")
            let page = LivePageClient(port: try #require(client.port), at: "/todos", cookies: browser.cookies)
            defer { page.close() }
            #expect(await page.until { $0.parts["todos-summary"] != nil })
            let container = try AppContainer(
                configuration: DaybookConfiguration(databasePath: path, language: .english, logLevel: .critical),
                logger: .init(label: "test"), passwordHashCost: 4)
            _ = try await container.makeAccountController().add(name: "Hanako", password: "her long password")
            #expect(await page.until { $0.isOver })
        }
    }
}
