import Foundation
import Testing

@testable import DaybookPresentation

/// The hand-written JSON writer and time formatter against Foundation's own: the same bytes for
/// the same values, edge cases included, and text that reads back as it was written.
@Suite("JSONWriter and Timestamp")
struct JSONWriterTests {
    /// A value shaped like the answers the writer is used for.
    struct Sample: Encodable {
        let completed: Bool
        let createdAt: Date
        let id: String
        let nested: [Int]
        let order: Int
        let title: String

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("completed")
            writer.value(completed)
            writer.key("createdAt")
            writer.value(createdAt)
            writer.key("id")
            writer.value(id)
            writer.key("nested")
            writer.beginArray()
            for number in nested { writer.value(number) }
            writer.endArray()
            writer.key("order")
            writer.value(order)
            writer.key("title")
            writer.value(title)
            writer.endObject()
        }
    }

    static func encoder(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(foundationText(date))
        }
        return encoder
    }

    /// `JSONEncoder` with the settings Daybook's JSON is held to: sorted keys, slashes as they
    /// are, times as ``Timestamp`` writes them.
    static func daybook(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Timestamp.text(date))
        }
        return encoder
    }

    /// Foundation's text for the millisecond `date` holds. Its formatter cuts the fraction off
    /// after the binary rounding of the seconds (1_700_000_000.123 s is written `.122`), so it is
    /// given a moment 0.4 ms into that millisecond, where cutting off gives the millisecond itself.
    static func foundationText(_ date: Date) -> String {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        return Date(timeIntervalSince1970: (milliseconds + 0.4) / 1000)
            .formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    static func written(_ samples: [Sample], style: JSONWriter.Style) -> [UInt8] {
        var writer = JSONWriter(style: style)
        writer.beginArray()
        for sample in samples { sample.write(to: &writer) }
        writer.endArray()
        return writer.bytes
    }

    /// Every control character, the characters JSON escapes, a slash, DEL, C1 controls, bidi
    /// overrides, combining marks, CJK and non-BMP text (emoji, a flag, a supplementary CJK
    /// ideograph, a musical symbol).
    static let hostileTitles: [String] =
        (0..<0x20).map { "a\(Character(Unicode.Scalar(UInt8($0))))b" } + [
            "", "\"", "\\", "\\\"", "/", "</script>", "\u{7F}", "\u{85}", "\u{9F}", "\u{2028}\u{2029}",
            "\u{202E}evil", "e\u{301}", "日本語のタイトル", "😀", "🇯🇵", "𠮷野家", "𝄞", "\u{FEFF}", "\u{FFFD}",
            String(repeating: "z\u{0}", count: 100), "tab\tline\nfeed\rreturn\u{8}\u{C}",
        ]

    @Test(arguments: [JSONWriter.Style.compact, .pretty])
    func writesWhatJSONEncoderWritesForEveryHostileString(style: JSONWriter.Style) throws {
        let samples = Self.hostileTitles.enumerated().map { index, title in
            Sample(
                completed: index % 2 == 0, createdAt: Date(timeIntervalSince1970: 1_700_000_000.123 + Double(index)),
                id: title, nested: index % 3 == 0 ? [] : [index, -index], order: index, title: title)
        }
        let expected = try Self.encoder(pretty: style == .pretty).encode(samples)
        let bytes = Self.written(samples, style: style)
        #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(bytes == Array(expected))
        // And it reads back as the same strings.
        struct Back: Decodable { let title: String }
        let back = try JSONDecoder().decode([Back].self, from: Data(bytes))
        #expect(back.map(\.title) == Self.hostileTitles)
    }

    @Test(arguments: [JSONWriter.Style.compact, .pretty])
    func writesEmptyAndNestedContainersAsJSONEncoderDoes(style: JSONWriter.Style) throws {
        let empty: [Sample] = []
        #expect(Self.written(empty, style: style) == Array(try Self.encoder(pretty: style == .pretty).encode(empty)))
        let one = [
            Sample(completed: true, createdAt: Date(timeIntervalSince1970: 0), id: "x", nested: [], order: 0, title: "")
        ]
        #expect(Self.written(one, style: style) == Array(try Self.encoder(pretty: style == .pretty).encode(one)))
    }

    /// `todo list --json` and the API's todos: what they write is what the encoder writes for
    /// the same values.
    @Test func aTodoListWritesWhatTheDaybookEncoderWrites() throws {
        let rows = Self.hostileTitles.enumerated().map { index, title in
            TodoRowViewState(
                id: "id-\(index)", shortID: "id", title: title, isCompleted: index % 2 == 1, order: index - 20,
                createdAt: Date(timeIntervalSince1970: 1_700_000_000.123 + Double(index)),
                updatedAt: Date(timeIntervalSince1970: 1_800_000_000.999 - Double(index)))
        }
        for rows in [rows, []] {
            let list = TodoListJSON(
                TodoListViewState(
                    rows: rows, counts: .init(total: rows.count, open: 3, done: rows.count - 3), filter: .all,
                    query: "", summary: "", emptyMessage: nil))
            var writer = JSONWriter(style: .pretty)
            list.write(to: &writer)
            #expect(writer.bytes == Array(try Self.daybook(pretty: true).encode(list)))
            var compact = JSONWriter()
            rows.first.map { TodoJSON($0).write(to: &compact) }
            if let first = rows.first {
                #expect(compact.bytes == Array(try Self.daybook(pretty: false).encode(TodoJSON(first))))
            }
        }
    }

    @Test func writesEveryIntegerAsJSONEncoderDoes() throws {
        var numbers = [
            0, 1, 9, 10, 99, 100, -1, -9, -10, Int.max, Int.min, 9_007_199_254_740_991, -9_007_199_254_740_991,
        ]
        var generator = SeededGenerator(seed: 16)
        for _ in 0..<2_000 {
            numbers.append(
                Int.random(in: .min ... .max, using: &generator) >> Int.random(in: 0...62, using: &generator))
        }
        var writer = JSONWriter()
        writer.beginArray()
        for number in numbers { writer.value(number) }
        writer.endArray()
        #expect(writer.bytes == Array(try JSONEncoder().encode(numbers)))
    }

    /// Epoch, its neighbours, leap days, century years, the ends of the years the short form
    /// holds and the years past them (before year 1 and from 10,000), and 10,000 random
    /// milliseconds across five centuries.
    @Test func timesAreWrittenAsISO8601FormatStyleWritesThem() {
        var milliseconds: [Int64] = [
            0, 1, -1, 999, -999, 1000, -1000, 86_399_999, 86_400_000, -86_400_000, 951_782_400_000,  // 2000-02-29
            -2_203_891_200_000,  // 1900-03-01
            4_107_542_400_000,  // 2100-03-01
            1_700_000_000_123, 1_767_225_599_999,  // 2025-12-31T23:59:59.999
            253_402_300_799_999,  // 9999-12-31T23:59:59.999
            253_402_300_799_999 - 86_400_000 * 3, 253_402_300_800_000,  // 10000-01-01
            -62_135_596_800_001,  // the last moment of 1 BC
            -62_198_755_200_000,  // -0001
            -11_676_096_000_000, -11_676_096_000_001,  // 1600-01-01 and the moment before
            -12_219_292_800_000,  // 1582-10-15, the Gregorian calendar's first day
            -12_219_292_800_001,  // 1582-10-14 in the Gregorian calendar, 10-04 in Julian
        ]
        var generator = SeededGenerator(seed: 1970)
        for _ in 0..<10_000 {
            milliseconds.append(Int64.random(in: -8_000_000_000_000...8_000_000_000_000, using: &generator))
        }
        for value in milliseconds {
            let date = Date(timeIntervalSince1970: Double(value) / 1000)
            let expected = Self.gregorianBefore1582[value] ?? Self.foundationText(date)
            #expect(Timestamp.text(date) == expected, "\(value) ms")
        }
    }

    /// Before 1582-10-15 Foundation's calendar is Julian, RFC 3339's Gregorian (proleptic): from
    /// year 1 the short form writes the Gregorian date, as every other RFC 3339 writer does.
    static let gregorianBefore1582: [Int64: String] = [
        -62_135_596_800_000: "0001-01-01T00:00:00.000Z",
        -62_135_596_800_000 + 86_400_000 * 3: "0001-01-04T00:00:00.000Z",
        -12_219_292_800_001: "1582-10-14T23:59:59.999Z",
        -30_610_224_000_000: "1000-01-01T00:00:00.000Z",
    ]

    @Test func yearsOneTo1582AreGregorian() {
        for (value, text) in Self.gregorianBefore1582 {
            #expect(Timestamp.text(Date(timeIntervalSince1970: Double(value) / 1000)) == text, "\(value) ms")
        }
    }

    @Test func aWrittenTimeReadsBackToTheSameMillisecond() throws {
        var generator = SeededGenerator(seed: 24)
        let parser = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        for _ in 0..<2_000 {
            let value = Int64.random(in: 0...4_102_444_800_000, using: &generator)  // 1970 to 2100
            let text = Timestamp.text(Date(timeIntervalSince1970: Double(value) / 1000))
            let back = try parser.parse(text)
            #expect(Int64((back.timeIntervalSince1970 * 1000).rounded()) == value, "\(text)")
        }
    }
}

/// A small deterministic generator (SplitMix64), so a failure names cases that come back.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
