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

@Suite("Random identifiers")
struct RandomIdentifierTests {
    @Test func versionFourVariantOneAndAllDifferent() {
        let source = RandomIdentifierSource()
        let ids = (0..<10_000).map { _ in source.makeUUID() }
        #expect(Set(ids).count == ids.count)
        for id in ids {
            let text = id.lowercasedText
            #expect(text[text.index(text.startIndex, offsetBy: 14)] == "4")
            #expect("89ab".contains(text[text.index(text.startIndex, offsetBy: 19)]))
        }
    }

    @Test func onlyTheSixFixedBitsAreSet() {
        #expect(UUID(randomBits: (0, 0)).lowercasedText == "00000000-0000-4000-8000-000000000000")
        #expect(UUID(randomBits: (.max, .max)).lowercasedText == "ffffffff-ffff-4fff-bfff-ffffffffffff")
        #expect(
            UUID(randomBits: (0x0123_4567_89AB_CDEF, 0xFEDC_BA98_7654_3210)).lowercasedText
                == "01234567-89ab-4def-bedc-ba9876543210")
    }
}
