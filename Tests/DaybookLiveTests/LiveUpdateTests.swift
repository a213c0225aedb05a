import Testing

@testable import DaybookLive

/// What a live page is sent: only what changed since what it was sent last, and, while it has not
/// taken a message, that message and the next as one.
@Suite("LiveUpdate: only what changed, merged while the page is behind")
struct LiveUpdateTests {
    static func parts(_ rows: [(String, String)], summary: String, url: String = "/todos") -> LiveParts {
        LiveParts(
            parts: ["summary": summary, "flash": ""], lists: ["rows": rows.map { LiveRow(id: $0.0, html: $0.1) }],
            url: url)
    }

    @Test func atFirstEverythingButEmptyPartsIsSent() {
        let update = LiveUpdate(from: nil, to: Self.parts([("a", "<li>a</li>")], summary: "1"))
        #expect(update.parts == ["summary": "1"], "an empty part leaves what the page was served with")
        #expect(update.lists?["rows"] == .init(order: ["a"], rows: ["a": "<li>a</li>"]))
        #expect(update.url == "/todos")
    }

    @Test func afterwardsOnlyTheChangedPartsRowsAndOrderAreSent() {
        let before = Self.parts([("a", "<li>a</li>"), ("b", "<li>b</li>")], summary: "2")
        #expect(LiveUpdate(from: before, to: before).isEmpty)
        let renamed = Self.parts([("a", "<li>a</li>"), ("b", "<li>B</li>")], summary: "2")
        let rename = LiveUpdate(from: before, to: renamed)
        #expect(rename.parts == nil && rename.url == nil)
        #expect(rename.lists?["rows"] == .init(order: nil, rows: ["b": "<li>B</li>"]), "one row, the order kept")
        let moved = Self.parts([("b", "<li>B</li>"), ("a", "<li>a</li>")], summary: "2")
        #expect(LiveUpdate(from: renamed, to: moved).lists?["rows"] == .init(order: ["b", "a"], rows: nil))
        var cleared = Self.parts([], summary: "0", url: "/todos?q=x")
        cleared.parts["flash"] = ""
        let emptied = LiveUpdate(from: moved, to: cleared)
        #expect(emptied.parts == ["summary": "0"] && emptied.url == "/todos?q=x")
        #expect(emptied.lists?["rows"] == .init(order: [], rows: nil))
        var flashed = cleared
        flashed.parts["flash"] = "<p>Deleted</p>"
        #expect(LiveUpdate(from: flashed, to: cleared).parts == ["flash": ""], "emptied once it had something")
    }

    @Test func aPageBehindByTwoUpdatesIsSentBothAsOne() {
        var first = LiveUpdate(from: nil, to: Self.parts([("a", "1")], summary: "1"))
        first.done = [1]
        var second = LiveUpdate(
            from: Self.parts([("a", "1")], summary: "1"),
            to: Self.parts([("a", "2"), ("b", "3")], summary: "2", url: "/todos?page=2"))
        second.done = [2]
        second.failed = [3]
        let merged = second.merged(after: first)
        #expect(merged.parts == ["summary": "2"])
        #expect(merged.lists?["rows"] == .init(order: ["a", "b"], rows: ["a": "2", "b": "3"]))
        #expect(merged.url == "/todos?page=2")
        #expect(merged.done == [1, 2] && merged.failed == [3], "no intent's answer is lost")
    }

    @Test func theMessageIsCompactJSON() {
        var update = LiveUpdate()
        update.navigate = "/todos/a/edit"
        #expect(update.json() == #"{"navigate":"/todos/a/edit"}"#)
    }
}
