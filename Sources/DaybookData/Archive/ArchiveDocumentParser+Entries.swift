import DaybookDomain
import Foundation

/// Each kind of entry, read and checked where it stands (see ``ArchiveDocumentParser``).
extension ArchiveDocumentParser {
    /// The todo whose opening brace is at the scanner, and, in everyone's archive, whose it is (its
    /// `owner`: an account listed before, or empty for the household's). A person's archive has no
    /// owners: an `owner` there is a key the reader does not know, skipped.
    mutating func readTodo() throws(AppError) -> (TodoRecord, owner: String?) {
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
    mutating func readAccount() throws(AppError) -> ArchivedAccount {
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
                generation = try generationField(line: line)
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
        guard let generation else { throw .archive(.invalidEntry(line: line, field: "generation")) }
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
    mutating func readTokens(line: Int) throws(AppError) -> [APITokenRecord] {
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
    mutating func readProfile() throws(AppError) -> ProfileRecord {
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
    static func placed(_ error: AppError, at text: Text) -> AppError {
        guard case .validation(let validation) = error else { return error }
        return .archive(.invalidText(line: text.line, column: text.column, validation))
    }
}
