import DaybookDomain
import Foundation
import Testing

@Suite("UUID text without snprintf or sscanf, checked against Foundation's")
struct UUIDTextTests {
    @Test func formattingAndParsingAgreeWithFoundation() {
        for _ in 0..<2000 {
            let uuid = UUID()
            #expect(uuid.lowercasedText == uuid.uuidString.lowercased())
            #expect(UUID(text: uuid.uuidString) == uuid)
            #expect(UUID(text: uuid.uuidString.lowercased()) == uuid)
        }
        #expect(
            UUID(text: "00000000-0000-0000-0000-000000000000")?.lowercasedText == "00000000-0000-0000-0000-000000000000"
        )
        #expect(
            UUID(text: "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF")?.lowercasedText == "ffffffff-ffff-ffff-ffff-ffffffffffff"
        )
    }

    @Test(
        arguments: [
            "", "0", "00000000-0000-0000-0000-00000000000", "00000000-0000-0000-0000-0000000000000",
            "00000000_0000-0000-0000-000000000000", "0000000-00000-0000-0000-000000000000",
            "g0000000-0000-0000-0000-000000000000", "{00000000-0000-0000-0000-000000000000}",
            "00000000-0000-0000-0000-00000000000é", "０0000000-0000-0000-0000-000000000000",
        ])
    func malformedTextIsRefusedAsFoundationRefusesIt(text: String) {
        #expect(UUID(text: text) == nil)
        #expect(UUID(uuidString: text) == nil)
    }

    @Test func textOrderIsTheOrderOfTheText() {
        let uuids = (0..<500).map { _ in UUID() }
        #expect(uuids.sorted(by: UUID.textOrder).map(\.lowercasedText) == uuids.map(\.lowercasedText).sorted())
    }
}
