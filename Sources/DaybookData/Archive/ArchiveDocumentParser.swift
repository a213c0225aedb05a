import DaybookDomain
import Foundation

/// ``ArchiveDocumentReader``'s work, as a value type: each record is parsed inside one mutating
/// call, so no access to the scanner inside it is checked for exclusivity at run time.
struct ArchiveDocumentParser {
    private enum Kind {
        case accounts
        case todos
        case profiles

        var field: String {
            switch self {
            case .accounts: "accounts"
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
        /// Inside the `accounts`, `todos` or `profiles` list.
        case entries(Kind, first: Bool)
        /// The document was read and found complete.
        case done
    }

    /// The longest string kept: far longer than any valid title or name (at most
    /// `maximumLength` × ``TextRule/maximumCharacterBytes`` bytes, and some space around), short
    /// enough that a damaged file cannot make the reader hold gigabytes. A longer title or name
    /// is too long, any other string an invalid entry; the rest of it is passed over, not kept.
    static let maximumStringBytes = 1024 * 1024

    var scanner: JSONByteScanner
    private(set) var exportedAt: Int64?
    private(set) var read = ArchiveCounts.zero
    /// Whose data the document holds: everyone's once its `accounts` list begins, one person's
    /// once another list begins first (or the document ends without lists).
    var scope: ArchiveScope?

    private var phase = Phase.start
    private var formatSeen = false
    private var versionSeen = false
    private var exportedAtSeen = false
    private var accountsSeen = false
    private var todosSeen = false
    private var profilesSeen = false
    private var counts: ArchiveCounts?
    var todoIDs = Set<UUID>()
    var userIDs = Set<String>()
    var accountIDs = Set<String>()
    var accountNames = Set<String>()
    var tokenDigests = Set<String>()

    /// The most tokens an account may carry: far more than anyone makes by hand, few enough that a
    /// damaged file cannot make the reader hold an unbounded list for one entry.
    static let maximumTokensPerAccount = 10_000

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
                case .accounts:
                    let account = try readAccount()
                    read.accounts += 1
                    return .account(account)
                case .todos where scope == .everyone:
                    let (todo, owner) = try readTodo()
                    read.todos += 1
                    return .ownedTodo(todo, owner: owner ?? "")
                case .todos:
                    let (todo, _) = try readTodo()
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
                exportedAt = try timeField("exportedAt", line: valueLine)
            }
        } else if scanner.keyIs("accounts") || scanner.keyIs("todos") || scanner.keyIs("profiles") {
            // The format must be known before any entry is given. The version may come anywhere
            // (a re-encoding with sorted keys puts it last) and is checked where it does.
            guard formatSeen else { throw .archive(.notAnArchive) }
            let kind = scanner.keyIs("accounts") ? Kind.accounts : scanner.keyIs("todos") ? Kind.todos : Kind.profiles
            guard byte == .openBracket else { throw wrongType(byte, field: kind.field, line: valueLine) }
            switch kind {
            case .accounts:
                // Whose data it is must be known before the first todo or profile is given.
                guard !accountsSeen, !todosSeen, !profilesSeen else {
                    throw .archive(.invalidEntry(line: valueLine, field: kind.field))
                }
                accountsSeen = true
                scope = .everyone
            case .todos:
                guard !todosSeen else { throw .archive(.invalidEntry(line: valueLine, field: kind.field)) }
                todosSeen = true
            case .profiles:
                guard !profilesSeen else { throw .archive(.invalidEntry(line: valueLine, field: kind.field)) }
                profilesSeen = true
            }
            if scope == nil { scope = .person }
            scanner.skip()
            phase = .entries(kind, first: true)
        } else if scanner.keyIs("counts") {
            guard byte == .openBrace else { throw wrongType(byte, field: "counts", line: valueLine) }
            guard counts == nil else { throw .archive(.invalidEntry(line: valueLine, field: "counts")) }
            var todos: Int64?
            var profiles: Int64?
            var accounts: Int64 = 0
            var more = try scanner.beginObject()
            while more {
                try scanner.readKey()
                if scanner.keyIs("accounts") {
                    accounts = try integerField("counts", line: valueLine)
                } else if scanner.keyIs("todos") {
                    todos = try integerField("counts", line: valueLine)
                } else if scanner.keyIs("profiles") {
                    profiles = try integerField("counts", line: valueLine)
                } else {
                    try scanner.skipValue()
                }
                more = try scanner.endMember()
            }
            guard let todos = todos.flatMap(Int.init(exactly:)), let profiles = profiles.flatMap(Int.init(exactly:)),
                let accounts = Int(exactly: accounts)
            else {
                throw .archive(.invalidEntry(line: valueLine, field: "counts"))
            }
            counts = ArchiveCounts(todos: todos, profiles: profiles, accounts: accounts)
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
        if scope == nil { scope = .person }
        phase = .done
    }
}
