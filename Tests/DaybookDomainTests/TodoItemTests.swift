import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

@Suite("TodoItem")
struct TodoItemTests {
    let later = TestDateSource.start.addingTimeInterval(60)

    @Test func startsOpenAndUnchanged() {
        let item = TodoItem.fixture(1, "Buy milk")
        #expect(!item.isCompleted)
        #expect(item.updatedAt == item.createdAt)
    }

    @Test func everyChangeStampsUpdatedAt() throws {
        var item = TodoItem.fixture(1, "Buy milk")
        item.toggle(at: later)
        #expect(item.isCompleted && item.updatedAt == later)

        let evenLater = later.addingTimeInterval(1)
        item.rename(to: try TodoTitle("Buy oat milk"), at: evenLater)
        #expect(item.title.value == "Buy oat milk" && item.updatedAt == evenLater)

        item.move(to: 7, at: later.addingTimeInterval(2))
        #expect(item.order == 7 && item.updatedAt == later.addingTimeInterval(2))
        #expect(item.createdAt == TestDateSource.start)
    }
}
