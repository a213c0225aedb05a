import Foundation
import Testing

/// Orders may be negative (the README's range starts at −9,007,199,254,740,991), and a negative
/// number typed on the command line is a number, not an option.
@Suite("Negative orders on the command line")
struct NegativeOrderTests {
    @Test func moveTakesANegativeOrderAfterTheID() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let id = try await daybook.addJSON("Buy milk")
        let moved = try await daybook.run("todo", "move", String(id.prefix(8)), "-5")
        #expect(moved.stderr == "")
        #expect(moved.status == 0)
        #expect(moved.stdout == "Moved “Buy milk” to order -5.\n")
    }

    @Test func moveTakesANegativeOrderWithOptionsAroundIt() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let id = try await daybook.addJSON("Buy milk")
        let moved = try await daybook.run("todo", "move", "--json", id, "-9007199254740991", "-v")
        #expect(moved.status == 0, "\(moved.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(moved.stdout.utf8)) as? [String: Any]
        #expect(json?["order"] as? Int == -9_007_199_254_740_991)
    }

    @Test func theTerminatorStillWorks() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let id = try await daybook.addJSON("Buy milk")
        let moved = try await daybook.run("todo", "move", "--json", "--", id, "-1")
        #expect(moved.status == 0, "\(moved.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(moved.stdout.utf8)) as? [String: Any]
        #expect(json?["order"] as? Int == -1)
    }

    @Test func addTakesANegativeOrder() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let added = try await daybook.run("todo", "add", "Call mum", "--order", "-3", "--json")
        #expect(added.status == 0, "\(added.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(added.stdout.utf8)) as? [String: Any]
        #expect(json?["order"] as? Int == -3)
        try await daybook.run("todo", "add", "Buy milk", "--order=-10")
        #expect(try await daybook.list() == ["Buy milk", "Call mum"])
    }

    @Test(
        "a word that is not a number is still refused as usage (64)",
        arguments: [
            ["todo", "move", "abcd", "high"], ["todo", "move", "abcd"], ["todo", "move", "abcd", "-5", "7"],
            ["todo", "move", "abcd", "--frob"], ["todo", "move", "abcd", "-5x"], ["todo", "add", "x", "--order"],
            ["todo", "add", "x", "--order", "-three"],
        ])
    func notANumber(arguments: [String]) async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let failed = try await daybook.run(arguments)
        #expect(failed.status == 64, "\(failed.stderr)")
        #expect(failed.stderr.hasPrefix("daybook: "))
        #expect(failed.stdout.isEmpty)
    }
}
