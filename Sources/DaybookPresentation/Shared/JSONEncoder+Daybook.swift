import Foundation

extension JSONEncoder {
    /// Sorted keys and ISO 8601 dates with milliseconds (as stored), so the same data always
    /// prints the same bytes and todos made in the same second keep their order.
    public static var daybook: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Timestamp.text(date))
        }
        return encoder
    }
}
