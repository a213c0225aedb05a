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
    private static let maximumStringBytes = 1024 * 1024

    var scanner: JSONByteScanner
    private(set) var exportedAt: Int64?
    private(set) var read = ArchiveCounts.zero
    /// Whose data the document holds: everyone's once its `accounts` list begins, one person's
    /// once another list begins first (or the document ends without lists).
    private(set) var scope: ArchiveScope?

    private var phase = Phase.start
    private var formatSeen = false
    private var versionSeen = false
    private var exportedAtSeen = false
    private var accountsSeen = false
    private var todosSeen = false
    private var profilesSeen = false
    private var counts: ArchiveCounts?
    private var todoIDs = Set<UUID>()
    private var userIDs = Set<String>()
    private var accountIDs = Set<String>()
    private var accountNames = Set<String>()
    private var tokenDigests = Set<String>()

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

    // MARK: - Entries

    /// The todo whose opening brace is at the scanner, and, in everyone's archive, whose it is (its
    /// `owner`: an account listed before, or empty for the household's). A person's archive has no
    /// owners: an `owner` there is a key the reader does not know, skipped.
    private mutating func readTodo() throws(AppError) -> (TodoRecord, owner: String?) {
        let line = scanner.line
        let owned = scope == .everyone
        var owner: String?
        var id: String?
        var title: Text?
        var completed: Bool?
        var order: Int64?
        var createdAt: Int64?
        var updatedAt: Int64?
        var more = try scanner.beginObject()
        while more {
            try scanner.readKey()
            if owned && scanner.keyIs("owner") {
                owner = try stringField("owner", line: line)
            } else if scanner.keyIs("id") {
                id = try stringField("id", line: line)
            } else if scanner.keyIs("title") {
                title = try textField("title", line: line)
            } else if scanner.keyIs("completed") {
                completed = try boolField("completed", line: line)
            } else if scanner.keyIs("order") {
                order = try integerField("order", line: line)
            } else if scanner.keyIs("createdAt") {
                createdAt = try timeField("createdAt", line: line)
            } else if scanner.keyIs("updatedAt") {
                updatedAt = try timeField("updatedAt", line: line)
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
        if owned {
            // An account's id as the stores keep it (lower case), or the household's empty key.
            owner = owner.flatMap { $0.isEmpty ? "" : UUID(text: $0)?.lowercasedText }
            guard let owner, owner.isEmpty || accountIDs.contains(owner) else {
                throw .archive(.invalidEntry(line: line, field: "owner"))
            }
        }

        guard let uuid = UUID(text: id) else { throw .archive(.invalidEntry(line: line, field: "id")) }
        // The rules of `todo add`, not the laxer ones for what a database already holds: an
        // archive is input, and may come from anywhere.
        let valid: TodoTitle
        do {
            valid = try TodoTitle(title.text ?? Self.overlong)
        } catch {
            throw Self.placed(error, at: title)
        }
        guard todoIDs.insert(uuid).inserted else {
            throw .archive(.duplicateID(line: line, id: uuid.lowercasedText))
        }
        let todo = TodoRecord(
            id: uuid.lowercasedText, title: valid.value, completed: completed, position: position,
            createdAt: createdAt, updatedAt: updatedAt)
        return (todo, owner)
    }

    /// The account whose opening brace is at the scanner: its name by the rules of `user add`, its
    /// password hash a bcrypt hash's shape (what no password can be mistaken for), its tokens'
    /// digests SHA-256's (64 hexadecimal digits); no id, name or digest twice in the document.
    private mutating func readAccount() throws(AppError) -> ArchivedAccount {
        let line = scanner.line
        var id: String?
        var name: Text?
        var passwordHash: String?
        var createdAt: Int64?
        var generation: Int64?
        var tokens: [APITokenRecord]?
        var more = try scanner.beginObject()
        while more {
            try scanner.readKey()
            if scanner.keyIs("id") {
                id = try stringField("id", line: line)
            } else if scanner.keyIs("name") {
                name = try textField("name", line: line)
            } else if scanner.keyIs("passwordHash") {
                passwordHash = try stringField("passwordHash", line: line)
            } else if scanner.keyIs("createdAt") {
                createdAt = try timeField("createdAt", line: line)
            } else if scanner.keyIs("generation") {
                generation = try integerField("generation", line: line)
            } else if scanner.keyIs("tokens") {
                tokens = try readTokens(line: line)
            } else {
                try scanner.skipValue()
            }
            more = try scanner.endMember()
        }
        guard let id, let uuid = UUID(text: id) else { throw .archive(.invalidEntry(line: line, field: "id")) }
        guard let name else { throw .archive(.invalidEntry(line: line, field: "name")) }
        guard let passwordHash, Self.isBcryptHash(passwordHash) else {
            throw .archive(.invalidEntry(line: line, field: "passwordHash"))
        }
        guard let createdAt else { throw .archive(.invalidEntry(line: line, field: "createdAt")) }
        guard let generation, generation >= 0 else { throw .archive(.invalidEntry(line: line, field: "generation")) }
        guard let tokens else { throw .archive(.invalidEntry(line: line, field: "tokens")) }
        let valid: AccountName
        do {
            valid = try AccountName(name.text ?? Self.overlong)
        } catch {
            throw Self.placed(error, at: name)
        }
        let accountID = uuid.lowercasedText
        guard accountIDs.insert(accountID).inserted else { throw .archive(.duplicateID(line: line, id: accountID)) }
        guard accountNames.insert(valid.key).inserted else {
            throw .archive(.duplicateAccountName(line: line, name: valid.value))
        }
        return ArchivedAccount(
            account: AccountRecord(
                id: accountID, name: valid.value, nameKey: valid.key, passwordHash: passwordHash, createdAt: createdAt,
                generation: generation),
            tokens: tokens.map { APITokenRecord(digest: $0.digest, accountID: accountID, createdAt: $0.createdAt) })
    }

    /// An account's `tokens` list, at the scanner (the account id is filled in by the caller).
    private mutating func readTokens(line: Int) throws(AppError) -> [APITokenRecord] {
        guard let byte = try scanner.peek() else { throw scanner.truncated() }
        guard byte == .openBracket else { throw wrongType(byte, field: "tokens", line: line) }
        scanner.skip()
        var tokens: [APITokenRecord] = []
        try scanner.skipWhitespace()
        guard let first = try scanner.peek() else { throw scanner.truncated() }
        if first == .closeBracket {
            scanner.skip()
            return tokens
        }
        while true {
            try scanner.skipWhitespace()
            guard let byte = try scanner.peek() else { throw scanner.truncated() }
            guard byte == .openBrace else { throw wrongType(byte, field: "tokens", line: line) }
            var digest: String?
            var createdAt: Int64?
            var more = try scanner.beginObject()
            while more {
                try scanner.readKey()
                if scanner.keyIs("digest") {
                    digest = try stringField("tokens", line: line)
                } else if scanner.keyIs("createdAt") {
                    createdAt = try timeField("createdAt", line: line)
                } else {
                    try scanner.skipValue()
                }
                more = try scanner.endMember()
            }
            guard let digest, Self.isDigest(digest), let createdAt, tokens.count < Self.maximumTokensPerAccount else {
                throw .archive(.invalidEntry(line: line, field: "tokens"))
            }
            guard tokenDigests.insert(digest).inserted else { throw .archive(.duplicateID(line: line, id: digest)) }
            tokens.append(APITokenRecord(digest: digest, accountID: "", createdAt: createdAt))
            try scanner.skipWhitespace()
            guard let next = try scanner.peek() else { throw scanner.truncated() }
            scanner.skip()
            if next == .closeBracket { return tokens }
            guard next == .comma else { throw scanner.malformed() }
        }
    }

    /// The bcrypt costs an archive's hash may have: what Daybook hashes with (12, and 4 in tests)
    /// and a little more. A hash of a higher cost would make each sign-in as that person take
    /// hours of the server's time (cost 31 is 2³¹ rounds), one of a lower or unknown cost could
    /// never be checked.
    static let bcryptCosts = 4...15

    /// `$2a$` or `$2b$` (the variants the bcrypt code checks), a two-digit cost in
    /// ``bcryptCosts``, `$`, then 53 characters of bcrypt's alphabet.
    static func isBcryptHash(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 60, bytes[0] == UInt8(ascii: "$"), bytes[1] == UInt8(ascii: "2"),
            [UInt8(ascii: "a"), UInt8(ascii: "b")].contains(bytes[2]),
            bytes[3] == UInt8(ascii: "$"), bytes[4].isDigit, bytes[5].isDigit, bytes[6] == UInt8(ascii: "$"),
            bcryptCosts.contains(Int(bytes[4] - UInt8(ascii: "0")) * 10 + Int(bytes[5] - UInt8(ascii: "0")))
        else { return false }
        return bytes[7...].allSatisfy { byte in
            byte.isDigit || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "/")
        }
    }

    /// 64 lower-case hexadecimal digits: a SHA-256 digest as the stores keep it.
    static func isDigest(_ text: String) -> Bool {
        text.utf8.count == 64
            && text.utf8.allSatisfy { $0.isDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    /// The profile whose opening brace is at the scanner.
    private mutating func readProfile() throws(AppError) -> ProfileRecord {
        let line = scanner.line
        var userID: String?
        var name: Text?
        var gender: String?
        var createdAt: Int64?
        var more = try scanner.beginObject()
        while more {
            try scanner.readKey()
            if scanner.keyIs("userID") {
                userID = try stringField("userID", line: line)
            } else if scanner.keyIs("name") {
                name = try textField("name", line: line)
            } else if scanner.keyIs("gender") {
                gender = try stringField("gender", line: line)
            } else if scanner.keyIs("createdAt") {
                createdAt = try timeField("createdAt", line: line)
            } else {
                try scanner.skipValue()
            }
            more = try scanner.endMember()
        }
        guard let userID else { throw .archive(.invalidEntry(line: line, field: "userID")) }
        guard let name else { throw .archive(.invalidEntry(line: line, field: "name")) }
        guard let gender else { throw .archive(.invalidEntry(line: line, field: "gender")) }
        guard let createdAt else { throw .archive(.invalidEntry(line: line, field: "createdAt")) }

        // A user id is a key, not text anyone reads: any string but an empty one or one with a
        // control character (which SQLite's binding would cut at a NUL).
        guard !userID.isEmpty, !TextRule.containsControl(userID) else {
            throw .archive(.invalidEntry(line: line, field: "userID"))
        }
        let valid: ProfileName
        do {
            valid = try ProfileName(name.text ?? Self.overlong)
        } catch {
            throw Self.placed(error, at: name)
        }
        guard let code = Gender(rawValue: gender) else { throw .archive(.invalidEntry(line: line, field: "gender")) }
        // An account's own profile, named by its id as the stores keep it (lower case), as its
        // todos' owners are; any other user id is kept as it is.
        var user = userID
        if scope == .everyone, let account = UUID(text: userID)?.lowercasedText, accountIDs.contains(account) {
            user = account
        }
        guard userIDs.insert(user).inserted else { throw .archive(.duplicateID(line: line, id: user)) }
        return ProfileRecord(userID: user, name: valid.value, gender: code.rawValue, createdAt: createdAt)
    }

    /// A title's or a name's validation error, placed where its value starts.
    private static func placed(_ error: AppError, at text: Text) -> AppError {
        guard case .validation(let validation) = error else { return error }
        return .archive(.invalidText(line: text.line, column: text.column, validation))
    }

    // MARK: - Fields

    /// Stands for a title or a name longer than the reader keeps: too long for either, which is
    /// what the rules then say, without the reader holding it all.
    private static let overlong = String(repeating: "x", count: TodoTitle.maximumLength + 1)

    /// A title or a name, and where its value starts; `text` is nil when it was longer than the
    /// reader keeps.
    private struct Text {
        let text: String?
        let line: Int
        let column: Int
    }

    private mutating func textField(_ field: String, line: Int) throws(AppError) -> Text {
        let (valueLine, valueColumn) = (scanner.line, scanner.column)
        guard let byte = try scanner.peek() else { throw scanner.truncated() }
        guard byte == .quote else { throw wrongType(byte, field: field, line: line) }
        let text = try scanner.readString(limit: Self.maximumStringBytes)
        return Text(text: text, line: valueLine, column: valueColumn)
    }

    /// Milliseconds since 1970 within ``StoredTime/representable`` (years 1 to 9999).
    private mutating func timeField(_ field: String, line: Int) throws(AppError) -> Int64 {
        let (valueLine, valueColumn) = (scanner.line, scanner.column)
        let value = try integerField(field, line: line)
        guard StoredTime.representable.contains(value) else {
            throw .archive(.timeOutOfRange(line: valueLine, column: valueColumn, field: field))
        }
        return value
    }

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
