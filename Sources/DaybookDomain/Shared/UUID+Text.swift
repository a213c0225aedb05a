import Foundation

extension UUID {
    /// The canonical lowercase form, `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`, without going through
    /// `uuidString`, which formats with `snprintf` on Linux and costs a microsecond an id: too much
    /// when a list of 10,000 todos needs each id as text.
    public var lowercasedText: String {
        String(unsafeUninitializedCapacity: 36) { buffer in
            withUnsafeBytes(of: uuid) { bytes in
                var output = 0
                for (index, byte) in bytes.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        buffer[output] = UInt8(ascii: "-")
                        output += 1
                    }
                    buffer[output] = Self.hexDigits[Int(byte >> 4)]
                    buffer[output + 1] = Self.hexDigits[Int(byte & 0x0F)]
                    output += 2
                }
            }
            return 36
        }
    }

    /// Parses the canonical form in either case, as `UUID(uuidString:)` does but without `sscanf`;
    /// `nil` for anything else.
    public init?(text: String) {
        var text = text
        let parsed: uuid_t? = text.withUTF8 { bytes in
            guard bytes.count == 36 else { return nil }
            var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            let complete = withUnsafeMutableBytes(of: &value) { output -> Bool in
                var input = 0
                for index in 0..<16 {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        guard bytes[input] == UInt8(ascii: "-") else { return false }
                        input += 1
                    }
                    guard let high = Self.nibble(bytes[input]), let low = Self.nibble(bytes[input + 1]) else {
                        return false
                    }
                    output[index] = high << 4 | low
                    input += 2
                }
                return true
            }
            return complete ? value : nil
        }
        guard let parsed else { return nil }
        self.init(uuid: parsed)
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    private static func nibble(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Orders as the canonical text does (the hex digits sort like the bytes they spell), without
    /// making the text.
    public static func textOrder(_ lhs: UUID, _ rhs: UUID) -> Bool {
        withUnsafeBytes(of: lhs.uuid) { left in
            withUnsafeBytes(of: rhs.uuid) { right in left.lexicographicallyPrecedes(right) }
        }
    }
}
