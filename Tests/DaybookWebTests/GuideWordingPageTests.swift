import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import HummingbirdTesting
import Testing

@testable import DaybookWeb

@Suite("The pages in the guides' own words: 004's todo list, 001's registration form")
struct GuideWordingPageTests {
    /// Guide 004: the list is タスク一覧, the field to add one 新しいタスク with タスクを入力 in it,
    /// and an empty list タスクがありません.
    @Test func theTodoPagesSayGuide004sWordsInJapanese() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            browser.acceptLanguage = "ja"
            let page = try await browser.get(client, "/todos").text
            #expect(page.contains("<title>タスク一覧 · Daybook</title>") && page.contains("<h1>タスク一覧</h1>"))
            #expect(page.contains("<label for=\"new-title\">新しいタスク</label>"))
            #expect(page.contains("name=\"title\" value=\"\" placeholder=\"タスクを入力\""))
            #expect(page.contains("<p class=\"muted\">タスクがありません</p>"))
            #expect(page.contains("<label for=\"q\">タスクを検索</label>"))

            try await browser.post(client, "/todos", form: ["title": "牛乳を買う"])
            let list = try await browser.get(client, "/todos").text
            let id = try #require(list.firstMatch(of: /href="\/todos\/([0-9a-f-]+)\/edit"/)?.1)
            let edit = try await browser.get(client, "/todos/\(id)/edit").text
            #expect(edit.contains("タスク一覧</a>"), "the way back to the list")
            #expect(edit.contains("<h1>タスクを編集</h1>") && edit.contains("このタスクを削除</button>"))
            #expect(try await browser.get(client, "/").text.contains("未完了のタスク：1件"), "the dashboard's card")

            let english = try await Browser().get(client, "/todos").text
            #expect(english.contains("<h1>Todos</h1>") && english.contains("placeholder=\"Enter a todo\""))
        }
    }

    /// Guide 001: the form is プロフィール登録, each field is marked 必須, and the gender is picked
    /// from 未選択 / 男 / 女 / 選ばない, on 未選択 until one is chosen.
    @Test func theProfileFormIsGuide001s() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            browser.acceptLanguage = "ja"
            let page = try await browser.get(client, "/profile").text
            #expect(page.contains("<h2 id=\"form-title\">プロフィール登録</h2>"))
            #expect(page.contains("<label for=\"name\">名前 <span class=\"required\">必須</span></label>"))
            #expect(page.contains("<legend>性別 <span class=\"required\">必須</span></legend>"))
            let choices = page.matches(of: /value="([a-z]*)"( checked)?> ([^<]+)<\/label>/).map {
                "\($0.1)\($0.2 ?? "") \($0.3)"
            }
            #expect(choices == [" checked 未選択", "male 男", "female 女", "unspecified 選ばない"])

            try await browser.post(client, "/profile", form: ["name": "花子", "gender": ""])
            #expect(try await browser.get(client, "/profile").text.contains("登録失敗: 性別を選択してください"))

            let english = try await Browser().get(client, "/profile").text
            #expect(english.contains("<h2 id=\"form-title\">Profile registration</h2>"))
            #expect(english.contains("<label for=\"name\">Name <span class=\"required\">Required</span></label>"))
            #expect(english.contains("value=\"\" checked> Not selected</label>"))
        }
    }
}
