import DaybookDomain
import Foundation

/// An entry's fields, each of its JSON type, with where its value starts for a problem placed there.
extension ArchiveDocumentParser {
    /// Stands for a title or a name longer than the reader keeps: too long for either, which is
    /// what the rules then say, without the reader holding it all.
    static let overlong = String(repeating: "x", count: TodoTitle.maximumLength + 1)

    /// A title or a name, and where its value starts; `text` is nil when it was longer than the
    /// reader keeps.
    struct Text {
        let text: String?
        let line: Int
        let column: Int
    }

    mutating func textField(_ field: String, line: Int) throws(AppError) -> Text {
        let (valueLine, valueColumn) = (scanner.line, scanner.column)
        guard let byte = try scanner.peek() else { throw scanner.truncated() }
        guard byte == .quote else { throw wrongType(byte, field: field, line: line) }
        let text = try scanner.readString(limit: Self.maximumStringBytes)
        return Text(text: text, line: valueLine, column: valueColumn)
    }

    /// Milliseconds since 1970 within ``Milliseconds/representable`` (years 1 to 9999).
    mutating func timeField(_ field: String, line: Int) throws(AppError) -> Int64 {
        let (valueLine, valueColumn) = (scanner.line, scanner.column)
        let value = try integerField(field, line: line)
        guard Milliseconds.representable.contains(value) else {
            throw .archive(.timeOutOfRange(line: valueLine, column: valueColumn, field: field))
        }
        return value
    }

    /// An account's session generation: from 0 to the latest time an archive holds. A password
    /// change moves it on by one, an import to the time of the import: bounded so, neither can
    /// reach Int64's limit.
    mutating func generationField(line: Int) throws(AppError) -> Int64 {
        let (valueLine, valueColumn) = (scanner.line, scanner.column)
        let value = try integerField("generation", line: line)
        guard (0...Milliseconds.representable.upperBound).contains(value) else {
            throw .archive(.generationOutOfRange(line: valueLine, column: valueColumn))
        }
        return value
    }

    mutating func stringField(_ field: String, line: Int) throws(AppError) -> String {
        guard let byte = try scanner.peek() else { throw scanner.truncated() }
        guard byte == .quote else { throw wrongType(byte, field: field, line: line) }
        guard let text = try scanner.readString(limit: Self.maximumStringBytes) else {
            throw .archive(.invalidEntry(line: line, field: field))
        }
        return text
    }

    mutating func integerField(_ field: String, line: Int) throws(AppError) -> Int64 {
        guard let byte = try scanner.peek() else { throw scanner.truncated() }
        guard byte == UInt8(ascii: "-") || byte.isDigit else { throw wrongType(byte, field: field, line: line) }
        guard let value = try scanner.readInteger() else { throw .archive(.invalidEntry(line: line, field: field)) }
        return value
    }

    mutating func boolField(_ field: String, line: Int) throws(AppError) -> Bool {
        guard let byte = try scanner.peek() else { throw scanner.truncated() }
        switch byte {
        case UInt8(ascii: "t"):
            try scanner.scanLiteral("true")
            return true
        case UInt8(ascii: "f"):
            try scanner.scanLiteral("false")
            return false
        default:
            throw wrongType(byte, field: field, line: line)
        }
    }

    /// A value of the wrong type for `field` begins with `byte`: an invalid entry, or malformed
    /// if `byte` begins no JSON value at all.
    func wrongType(_ byte: UInt8, field: String, line: Int) -> AppError {
        JSONByteScanner.startsValue(byte) ? .archive(.invalidEntry(line: line, field: field)) : scanner.malformed()
    }
}
