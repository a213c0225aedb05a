import DaybookDomain
import Foundation

/// Reads an archive (``ArchiveDocumentWriter``'s format) as a stream of records, checking it as
/// it goes.
///
/// Any JSON layout is read: the writer's, or the same document re-indented or minified, with the
/// keys in any order (but `format` before the lists) and keys it does not know skipped. The input
/// is read in chunks of 64 KiB and parsed as it comes, one entry at a time, so memory stays flat
/// however long the document, except for the ids already seen (16 bytes a todo), which catch one
/// given twice.
///
/// ``next()`` gives the records in document order and nil only once it has read the whole
/// document and found it complete: the `counts` it ends with are the entries it holds, and
/// nothing but whitespace follows. A damaged document is an error naming its place (line and
/// column from 1; a column counts Unicode scalars): ``ArchiveProblem/malformed(line:column:)``
/// where it stops being JSON, ``ArchiveProblem/truncated(line:column:)`` at its end if it stops
/// early, ``ArchiveProblem/invalidEntry(line:field:)`` at an entry's line for a field it lacks or
/// has of the wrong type, and a ``ValidationError`` whose item is the entry's line for a title or
/// a name that breaks the rules. After an error, every call throws it again. Used from one thread
/// at a time.
public final class ArchiveDocumentReader: ArchiveRecordSource, @unchecked Sendable {
    /// When the archive was written (milliseconds since 1970), once its `exportedAt` is read.
    public private(set) var exportedAt: Int64?
    /// The entries given so far.
    public private(set) var read = ArchiveCounts.zero
    /// The line reached, for progress.
    public private(set) var line = 1

    private var parser: ArchiveDocumentParser
    private var failure: AppError?

    public init(input: FileHandle) {
        parser = ArchiveDocumentParser(scanner: JSONByteScanner(input: input))
    }

    public func next() throws(AppError) -> ArchiveRecord? {
        if let failure { throw failure }
        do {
            let record = try parser.next()
            update()
            return record
        } catch {
            update()
            failure = error
            throw error
        }
    }

    private func update() {
        exportedAt = parser.exportedAt
        read = parser.read
        line = parser.scanner.line
    }
}

/// The reader's work, as a value type: each record is parsed inside one mutating call, so no
/// access to the scanner inside it is checked for exclusivity at run time.
private struct ArchiveDocumentParser {
    private enum Kind {
        case todos
        case profiles

        var field: String {
            switch self {
            case .todos: "todos"
            case .profiles: "profiles"
            }
        }
    }

    private enum Phase {
        /// Before the top-level object.
        case start
        /// Inside the top-level object, before a member (the first, or a comma and the next).
        case members(first: Bool)
        /// Inside the `todos` or `profiles` list.
        case entries(Kind, first: Bool)
        /// The document was read and found complete.
        case done
    }

    /// The longest string kept: far longer than any valid title or name, short enough that a
    /// damaged file cannot make the reader hold gigabytes. A longer one is an invalid entry.
    private static let maximumStringBytes = 1024 * 1024

    var scanner: JSONByteScanner
    private(set) var exportedAt: Int64?
    private(set) var read = ArchiveCounts.zero

    private var phase = Phase.start
    private var formatSeen = false
    private var versionSeen = false
    private var exportedAtSeen = false
    private var todosSeen = false
    private var profilesSeen = false
    private var counts: ArchiveCounts?
    private var todoIDs = Set<UUID>()
    private var userIDs = Set<String>()

    init(scanner: JSONByteScanner) {
        self.scanner = scanner
    }

    mutating func next() throws(AppError) -> ArchiveRecord? {
        while true {
            switch phase {
            case .start:
                try scanner.skipByteOrderMark()
                try scanner.skipWhitespace()
                guard let byte = try scanner.peek() else { throw scanner.truncated() }
                guard byte == .openBrace else {
                    throw JSONByteScanner.startsValue(byte) ? .archive(.notAnArchive) : scanner.malformed()
                }
                scanner.skip()
                phase = .members(first: true)

            case .members(let first):
                try scanner.skipWhitespace()
                guard let byte = try scanner.peek() else { throw scanner.truncated() }
                if byte == .closeBrace {
                    scanner.skip()
                    try finishDocument()
                    return nil
                }
                if !first {
                    guard byte == .comma else { throw scanner.malformed() }
                    scanner.skip()
                    try scanner.skipWhitespace()
                }
                try scanner.readKey()
                phase = .members(first: false)
                try member()

            case .entries(let kind, let first):
                try scanner.skipWhitespace()
                guard var byte = try scanner.peek() else { throw scanner.truncated() }
                if byte == .closeBracket {
                    scanner.skip()
                    phase = .members(first: false)
                    continue
                }
                if !first {
                    guard byte == .comma else { throw scanner.malformed() }
                    scanner.skip()
                    try scanner.skipWhitespace()
                    guard let following = try scanner.peek() else { throw scanner.truncated() }
                    byte = following
                }
                guard byte == .openBrace else { throw wrongType(byte, field: kind.field, line: scanner.line) }
                phase = .entries(kind, first: false)
                switch kind {
                case .todos:
                    let todo = try readTodo()
                    read.todos += 1
                    return .todo(todo)
                case .profiles:
                    let profile = try readProfile()
                    read.profiles += 1
                    return .profile(profile)
                }

            case .done:
                return nil
            }
        }
    }

    /// A member of the top-level object, its key read, the scanner at its value.
    private mutating func member() throws(AppError) {
        let valueLine = scanner.line
        guard let byte = try scanner.peek() else { throw scanner.truncated() }
        if scanner.keyIs("format") {
            guard byte == .quote else {
                guard JSONByteScanner.startsValue(byte) else { throw scanner.malformed() }
                throw .archive(.notAnArchive)
            }
            guard try scanner.readString(limit: 64) == "daybook" else { throw .archive(.notAnArchive) }
            formatSeen = true
        } else if scanner.keyIs("version") {
            let version = try integerField("version", line: valueLine)
            guard !versionSeen else { throw .archive(.invalidEntry(line: valueLine, field: "version")) }
            if version > ArchiveDocumentWriter.formatVersion {
                throw .archive(
                    .newerVersion(found: Int(clamping: version), supported: ArchiveDocumentWriter.formatVersion))
            }
            guard version >= 1 else { throw .archive(.invalidEntry(line: valueLine, field: "version")) }
            versionSeen = true
        } else if scanner.keyIs("exportedAt") {
            guard !exportedAtSeen else { throw .archive(.invalidEntry(line: valueLine, field: "exportedAt")) }
            exportedAtSeen = true
            if byte == UInt8(ascii: "n") {
                try scanner.skipValue()
            } else {
                exportedAt = try integerField("exportedAt", line: valueLine)
            }
        } else if scanner.keyIs("todos") || scanner.keyIs("profiles") {
            // The format must be known before any entry is given. The version may come anywhere
            // (a re-encoding with sorted keys puts it last) and is checked where it does.
            guard formatSeen else { throw .archive(.notAnArchive) }
            let kind = scanner.keyIs("todos") ? Kind.todos : Kind.profiles
            guard byte == .openBracket else { throw wrongType(byte, field: kind.field, line: valueLine) }
            guard !(kind == .todos ? todosSeen : profilesSeen) else {
                throw .archive(.invalidEntry(line: valueLine, field: kind.field))
            }
            scanner.skip()
            if kind == .todos { todosSeen = true } else { profilesSeen = true }
            phase = .entries(kind, first: true)
        } else if scanner.keyIs("counts") {
            guard byte == .openBrace else { throw wrongType(byte, field: "counts", line: valueLine) }
            guard counts == nil else { throw .archive(.invalidEntry(line: valueLine, field: "counts")) }
            var todos: Int64?
            var profiles: Int64?
            var more = try scanner.beginObject()
            while more {
                try scanner.readKey()
                if scanner.keyIs("todos") {
                    todos = try integerField("counts", line: valueLine)
                } else if scanner.keyIs("profiles") {
                    profiles = try integerField("counts", line: valueLine)
                } else {
                    try scanner.skipValue()
                }
                more = try scanner.endMember()
            }
            guard let todos = todos.flatMap(Int.init(exactly:)), let profiles = profiles.flatMap(Int.init(exactly:))
            else {
                throw .archive(.invalidEntry(line: valueLine, field: "counts"))
            }
            counts = ArchiveCounts(todos: todos, profiles: profiles)
        } else {
            // A key a newer Daybook may add: its value is skipped (still checked to be JSON).
            try scanner.skipValue()
        }
    }

    /// After the top-level object's closing brace: nothing but whitespace may follow, and the
    /// document must have said what it is and how many entries it holds.
    private mutating func finishDocument() throws(AppError) {
        let closingLine = scanner.line
        try scanner.skipWhitespace()
        guard try scanner.peek() == nil else { throw scanner.malformed() }
        guard formatSeen else { throw .archive(.notAnArchive) }
        guard versionSeen else { throw .archive(.invalidEntry(line: closingLine, field: "version")) }
        guard let counts else { throw .archive(.invalidEntry(line: closingLine, field: "counts")) }
        guard counts == read else { throw .archive(.countMismatch(expected: counts, found: read)) }
        phase = .done
    }

    // MARK: - Entries

    /// The todo whose opening brace is at the scanner.
    private mutating func readTodo() throws(AppError) -> TodoRecord {
        let line = scanner.line
        var id: String?
        var title: String?
        var completed: Bool?
        var order: Int64?
        var createdAt: Int64?
        var updatedAt: Int64?
        var more = try scanner.beginObject()
        while more {
            try scanner.readKey()
            if scanner.keyIs("id") {
                id = try stringField("id", line: line)
            } else if scanner.keyIs("title") {
                title = try stringField("title", line: line)
            } else if scanner.keyIs("completed") {
                completed = try boolField("completed", line: line)
            } else if scanner.keyIs("order") {
                order = try integerField("order", line: line)
            } else if scanner.keyIs("createdAt") {
                createdAt = try integerField("createdAt", line: line)
            } else if scanner.keyIs("updatedAt") {
                updatedAt = try integerField("updatedAt", line: line)
            } else {
                try scanner.skipValue()
            }
            more = try scanner.endMember()
        }
        guard let id else { throw .archive(.invalidEntry(line: line, field: "id")) }
        guard let title else { throw .archive(.invalidEntry(line: line, field: "title")) }
        guard let completed else { throw .archive(.invalidEntry(line: line, field: "completed")) }
        guard let order, let position = Int(exactly: order) else {
            throw .archive(.invalidEntry(line: line, field: "order"))
        }
        guard let createdAt else { throw .archive(.invalidEntry(line: line, field: "createdAt")) }
        guard let updatedAt else { throw .archive(.invalidEntry(line: line, field: "updatedAt")) }

        guard let uuid = UUID(text: id) else { throw .archive(.invalidEntry(line: line, field: "id")) }
        let valid: TodoTitle
        do {
            valid = try TodoTitle(stored: title)
        } catch {
            throw Self.placed(error, line: line)
        }
        guard todoIDs.insert(uuid).inserted else {
            throw .archive(.duplicateID(line: line, id: uuid.lowercasedText))
        }
        return TodoRecord(
            id: uuid.lowercasedText, title: valid.value, completed: completed, position: position,
            createdAt: createdAt, updatedAt: updatedAt)
    }

    /// The profile whose opening brace is at the scanner.
    private mutating func readProfile() throws(AppError) -> ProfileRecord {
        let line = scanner.line
        var userID: String?
        var name: String?
        var gender: String?
        var createdAt: Int64?
        var more = try scanner.beginObject()
        while more {
            try scanner.readKey()
            if scanner.keyIs("userID") {
                userID = try stringField("userID", line: line)
            } else if scanner.keyIs("name") {
                name = try stringField("name", line: line)
            } else if scanner.keyIs("gender") {
                gender = try stringField("gender", line: line)
            } else if scanner.keyIs("createdAt") {
                createdAt = try integerField("createdAt", line: line)
            } else {
                try scanner.skipValue()
            }
            more = try scanner.endMember()
        }
        guard let userID else { throw .archive(.invalidEntry(line: line, field: "userID")) }
        guard let name else { throw .archive(.invalidEntry(line: line, field: "name")) }
        guard let gender else { throw .archive(.invalidEntry(line: line, field: "gender")) }
        guard let createdAt else { throw .archive(.invalidEntry(line: line, field: "createdAt")) }

        let valid: ProfileName
        do {
            valid = try ProfileName(stored: name)
        } catch {
            throw Self.placed(error, line: line)
        }
        guard let code = Gender(rawValue: gender) else { throw .archive(.invalidEntry(line: line, field: "gender")) }
        guard userIDs.insert(userID).inserted else { throw .archive(.duplicateID(line: line, id: userID)) }
        return ProfileRecord(userID: userID, name: valid.value, gender: code.rawValue, createdAt: createdAt)
    }

    /// A title's or a name's validation error placed at the entry's line.
    private static func placed(_ error: AppError, line: Int) -> AppError {
        guard case .validation(let validation) = error else { return error }
        return .validation(validation.at(item: line))
    }

    // MARK: - Fields

    private mutating func stringField(_ field: String, line: Int) throws(AppError) -> String {
        guard let byte = try scanner.peek() else { throw scanner.truncated() }
        guard byte == .quote else { throw wrongType(byte, field: field, line: line) }
        guard let text = try scanner.readString(limit: Self.maximumStringBytes) else {
            throw .archive(.invalidEntry(line: line, field: field))
        }
        return text
    }

    private mutating func integerField(_ field: String, line: Int) throws(AppError) -> Int64 {
        guard let byte = try scanner.peek() else { throw scanner.truncated() }
        guard byte == UInt8(ascii: "-") || byte.isDigit else { throw wrongType(byte, field: field, line: line) }
        guard let value = try scanner.readInteger() else { throw .archive(.invalidEntry(line: line, field: field)) }
        return value
    }

    private mutating func boolField(_ field: String, line: Int) throws(AppError) -> Bool {
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
    private func wrongType(_ byte: UInt8, field: String, line: Int) -> AppError {
        JSONByteScanner.startsValue(byte) ? .archive(.invalidEntry(line: line, field: field)) : scanner.malformed()
    }
}

/// A forward-only scanner over a file's bytes, read in chunks, that checks JSON's grammar as it
/// goes and keeps the line and column it has reached.
///
/// A value type kept in the reader, so the loops over bytes run inside its mutating methods with
/// no exclusivity check or reference counting per byte.
private struct JSONByteScanner {
    private static let chunkSize = 64 * 1024
    /// Deeper nesting is refused as malformed: an archive nests three deep, and a limit keeps a
    /// hostile file from growing the stack of open containers without end.
    private static let maximumDepth = 512

    private let input: FileHandle
    private var buffer: [UInt8] = []
    private var index = 0
    private var atEnd = false
    /// The offset in the file of `buffer[0]`.
    private var bufferOffset = 0
    /// The line `index` is on, from 1.
    private(set) var line = 1
    /// The offset in the file of the first byte of `line`.
    private var lineOffset = 0
    /// UTF-8 continuation bytes passed on this line: a column counts Unicode scalars, not bytes.
    private var continuations = 0

    /// The bytes of the string (or the key) last read, its escapes decoded.
    private var text: [UInt8] = []
    /// Whether the key last read fitted in `text`.
    private var keyFits = false
    /// The number being read.
    private var number: [UInt8] = []
    /// Whether each open container is an object (true) or an array, innermost last.
    private var containers: [Bool] = []

    init(input: FileHandle) {
        self.input = input
    }

    /// The column `index` is at, from 1.
    var column: Int { bufferOffset + index - lineOffset - continuations + 1 }

    /// Not JSON here.
    func malformed() -> AppError { .archive(.malformed(line: line, column: column)) }

    /// Called where the input ended (the scanner is at its end).
    func truncated() -> AppError { .archive(.truncated(line: line, column: column)) }

    /// Whether `byte` can begin a JSON value.
    static func startsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case .openBrace, .openBracket, .quote, UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            true
        default: false
        }
    }

    // MARK: Input

    /// Reads the next chunk; false at the end of the input.
    private mutating func refill() throws(AppError) -> Bool {
        if atEnd { return false }
        let chunk: Data?
        do {
            chunk = try input.read(upToCount: Self.chunkSize)
        } catch {
            throw .storage(.failed)
        }
        bufferOffset += buffer.count
        buffer.removeAll(keepingCapacity: true)
        index = 0
        guard let chunk, !chunk.isEmpty else {
            atEnd = true
            return false
        }
        buffer.append(contentsOf: chunk)
        return true
    }

    /// The byte at the scanner, nil at the end of the input.
    @inline(__always)
    mutating func peek() throws(AppError) -> UInt8? {
        if index == buffer.count, !(try refill()) { return nil }
        return buffer[index]
    }

    /// Passes the byte `peek()` gave (never a line feed, never one inside a string).
    @inline(__always)
    mutating func skip() {
        index += 1
    }

    mutating func skipByteOrderMark() throws(AppError) {
        guard try peek() == 0xEF else { return }
        for byte: UInt8 in [0xEF, 0xBB, 0xBF] {
            guard let next = try peek() else { throw truncated() }
            guard next == byte else { throw malformed() }
            index += 1
        }
        // Invisible in an editor: the first column is the byte after it.
        lineOffset = bufferOffset + index
    }

    mutating func skipWhitespace() throws(AppError) {
        while true {
            if index == buffer.count, !(try refill()) { return }
            switch buffer[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineOffset = bufferOffset + index
                continuations = 0
            default:
                return
            }
        }
    }

    // MARK: Values

    /// The string at the scanner (its opening quote), its escapes decoded; nil if it has more
    /// than `limit` bytes (it is passed all the same).
    mutating func readString(limit: Int) throws(AppError) -> String? {
        let startLine = line
        let startColumn = column
        guard try scanString(keeping: limit) else { return nil }
        let string = String(decoding: text, as: UTF8.self)
        // Decoding replaces what is not UTF-8, which JSON must be: the text then differs.
        guard !text.contains(where: { $0 >= 0x80 }) || string.utf8.elementsEqual(text) else {
            throw .archive(.malformed(line: startLine, column: startColumn))
        }
        return string
    }

    /// An object's key (the scanner at its opening quote), its colon and the whitespace after
    /// it; ``keyIs(_:)`` then tells which key it was.
    mutating func readKey() throws(AppError) {
        guard let quote = try peek() else { throw truncated() }
        guard quote == .quote else { throw malformed() }
        // A longer key is none this format has: it matches nothing and its value is skipped.
        keyFits = try scanString(keeping: 256)
        try skipWhitespace()
        guard let colon = try peek() else { throw truncated() }
        guard colon == .colon else { throw malformed() }
        index += 1
        try skipWhitespace()
    }

    /// Whether the key ``readKey()`` read is `key`.
    func keyIs(_ key: StaticString) -> Bool {
        guard keyFits, text.count == key.utf8CodeUnitCount else { return false }
        return text.withUnsafeBufferPointer { bytes in
            UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount).elementsEqual(bytes)
        }
    }

    /// Passes the opening brace of an object (at the scanner): whether a member follows, rather
    /// than the closing brace.
    mutating func beginObject() throws(AppError) -> Bool {
        index += 1
        try skipWhitespace()
        guard let next = try peek() else { throw truncated() }
        if next == .closeBrace {
            index += 1
            return false
        }
        return true
    }

    /// After a member's value: whether another member follows (after a comma), rather than the
    /// object's closing brace.
    mutating func endMember() throws(AppError) -> Bool {
        try skipWhitespace()
        guard let next = try peek() else { throw truncated() }
        switch next {
        case .comma:
            index += 1
            try skipWhitespace()
            return true
        case .closeBrace:
            index += 1
            return false
        default:
            throw malformed()
        }
    }

    /// The number at the scanner if it is a whole one that fits in 64 bits (`3`, also `3.0` or
    /// `3e2`); nil for another number.
    mutating func readInteger() throws(AppError) -> Int64? {
        number.removeAll(keepingCapacity: true)
        try scanNumber(keeping: true)
        var value: Int64 = 0
        var negative = false
        for byte in number {
            switch byte {
            case UInt8(ascii: "-"):
                negative = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int64(byte &- UInt8(ascii: "0"))
                let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
                let (next, overflowAgain) =
                    negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
                if overflow || overflowAgain { return nil }
                value = next
            default:
                // A fraction or an exponent: whole if its value is.
                guard let double = Double(String(decoding: number, as: UTF8.self)), double.rounded() == double
                else { return nil }
                return Int64(exactly: double)
            }
        }
        return value
    }

    /// Passes one JSON value, checking it.
    mutating func skipValue() throws(AppError) {
        containers.removeAll(keepingCapacity: true)
        while true {
            // A value.
            try skipWhitespace()
            guard let byte = try peek() else { throw truncated() }
            switch byte {
            case .openBrace:
                index += 1
                try skipWhitespace()
                guard let next = try peek() else { throw truncated() }
                if next == .closeBrace {
                    index += 1
                } else {
                    guard containers.count < Self.maximumDepth else { throw malformed() }
                    containers.append(true)
                    try skipKey()
                    continue
                }
            case .openBracket:
                index += 1
                try skipWhitespace()
                guard let next = try peek() else { throw truncated() }
                if next == .closeBracket {
                    index += 1
                } else {
                    guard containers.count < Self.maximumDepth else { throw malformed() }
                    containers.append(false)
                    continue
                }
            case .quote: _ = try scanString(keeping: 0)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber(keeping: false)
            case UInt8(ascii: "t"): try scanLiteral("true")
            case UInt8(ascii: "f"): try scanLiteral("false")
            case UInt8(ascii: "n"): try scanLiteral("null")
            default: throw malformed()
            }
            // After a value: close the containers it ends, or go on to the next value.
            while true {
                guard let isObject = containers.last else { return }
                try skipWhitespace()
                guard let next = try peek() else { throw truncated() }
                if next == .comma {
                    index += 1
                    if isObject { try skipKey() }
                    break
                }
                guard next == (isObject ? .closeBrace : .closeBracket) else { throw malformed() }
                index += 1
                containers.removeLast()
            }
        }
    }

    /// An object's key and its colon.
    private mutating func skipKey() throws(AppError) {
        try skipWhitespace()
        guard let quote = try peek() else { throw truncated() }
        guard quote == .quote else { throw malformed() }
        _ = try scanString(keeping: 0)
        try skipWhitespace()
        guard let colon = try peek() else { throw truncated() }
        guard colon == .colon else { throw malformed() }
        index += 1
    }

    /// A string, from its opening quote to past its closing one. Its bytes, escapes decoded, are
    /// kept in `text` up to `limit` of them; false if there were more.
    private mutating func scanString(keeping limit: Int) throws(AppError) -> Bool {
        if limit > 0 { text.removeAll(keepingCapacity: true) }
        index += 1
        var fits = true
        var run = index
        while true {
            if index == buffer.count {
                if fits { fits = keep(run, limit: limit) }
                guard try refill() else { throw truncated() }
                run = 0
            }
            let byte = buffer[index]
            if byte == .quote {
                if fits { fits = keep(run, limit: limit) }
                index += 1
                return fits
            } else if byte == .backslash {
                if fits { fits = keep(run, limit: limit) }
                let escape = try scanEscape()
                if fits && limit > 0 {
                    UTF8.encode(escape) { text.append($0) }
                    fits = text.count <= limit
                }
                run = index
            } else if byte < 0x20 {
                throw malformed()
            } else {
                if byte & 0xC0 == 0x80 { continuations += 1 }
                index += 1
            }
        }
    }

    /// Keeps the bytes from `run` to the scanner in `text`; false once there are more than
    /// `limit`.
    private mutating func keep(_ run: Int, limit: Int) -> Bool {
        guard limit > 0 else { return true }
        if run < index { text.append(contentsOf: buffer[run..<index]) }
        return text.count <= limit
    }

    /// An escape, from its backslash to past it: the Unicode scalar it stands for (two escapes
    /// for a character beyond the Basic Multilingual Plane, written as a UTF-16 surrogate pair).
    private mutating func scanEscape() throws(AppError) -> Unicode.Scalar {
        let escapeColumn = column
        index += 1
        guard let escaped = try peek() else { throw truncated() }
        index += 1
        switch escaped {
        case .quote, .backslash, UInt8(ascii: "/"): return Unicode.Scalar(escaped)
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): break
        default: throw .archive(.malformed(line: line, column: escapeColumn))
        }
        let unit = try scanHex()
        switch unit {
        case 0xD800..<0xDC00:
            // A high surrogate: the low one must follow, as an escape of its own.
            let lowColumn = column
            guard let backslash = try peek() else { throw truncated() }
            guard backslash == .backslash else { throw .archive(.malformed(line: line, column: escapeColumn)) }
            index += 1
            guard let u = try peek() else { throw truncated() }
            guard u == UInt8(ascii: "u") else { throw .archive(.malformed(line: line, column: lowColumn)) }
            index += 1
            let low = try scanHex()
            guard (0xDC00..<0xE000).contains(low) else {
                throw .archive(.malformed(line: line, column: lowColumn))
            }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        case 0xDC00..<0xE000:
            // A low surrogate alone stands for no character.
            throw .archive(.malformed(line: line, column: escapeColumn))
        default:
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        }
    }

    /// The four hexadecimal digits of a `\u` escape.
    private mutating func scanHex() throws(AppError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = try peek() else { throw truncated() }
            let nibble: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = digit - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = digit - UInt8(ascii: "A") + 10
            default: throw malformed()
            }
            value = value << 4 | UInt32(nibble)
            index += 1
        }
        return value
    }

    /// A number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, kept in `number` if asked.
    private mutating func scanNumber(keeping: Bool) throws(AppError) {
        if try peek() == UInt8(ascii: "-") { pass(keeping) }
        guard let first = try peek() else { throw truncated() }
        guard first.isDigit else { throw malformed() }
        pass(keeping)
        if first != UInt8(ascii: "0") { try scanDigits(keeping) }
        if try peek() == UInt8(ascii: ".") {
            pass(keeping)
            try scanRequiredDigits(keeping)
        }
        if let exponent = try peek(), exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
            pass(keeping)
            if let sign = try peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { pass(keeping) }
            try scanRequiredDigits(keeping)
        }
    }

    @inline(__always)
    private mutating func pass(_ keeping: Bool) {
        if keeping { number.append(buffer[index]) }
        index += 1
    }

    private mutating func scanRequiredDigits(_ keeping: Bool) throws(AppError) {
        guard let digit = try peek() else { throw truncated() }
        guard digit.isDigit else { throw malformed() }
        try scanDigits(keeping)
    }

    private mutating func scanDigits(_ keeping: Bool) throws(AppError) {
        while let digit = try peek(), digit.isDigit { pass(keeping) }
    }

    mutating func scanLiteral(_ literal: StaticString) throws(AppError) {
        for position in 0..<literal.utf8CodeUnitCount {
            guard let byte = try peek() else { throw truncated() }
            guard byte == literal.utf8Start[position] else { throw malformed() }
            index += 1
        }
    }
}

extension UInt8 {
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let openBrace = UInt8(ascii: "{")
    fileprivate static let closeBrace = UInt8(ascii: "}")
    fileprivate static let openBracket = UInt8(ascii: "[")
    fileprivate static let closeBracket = UInt8(ascii: "]")
    fileprivate static let comma = UInt8(ascii: ",")
    fileprivate static let colon = UInt8(ascii: ":")

    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
}
