import DaybookData
import DaybookDomain
import PostgresNIO

extension PostgresArchiveStore {
    /// Everyone's accounts as an import reads them, written a batch at a time: one statement finds
    /// those already here, one writes the new ones and one their tokens. Written one by one, each
    /// account's INSERT moved the account revision (a statement trigger) inside the import's one
    /// transaction, and each move had more dead versions of that row to pass: 40,000 accounts
    /// slowed from 300 a second to 160, and 200,000 had not finished after 24 minutes.
    struct AccountBatch {
        private var accounts: [ArchivedAccount] = []

        var count: Int { accounts.count }

        mutating func append(_ account: ArchivedAccount) {
            accounts.append(account)
        }

        /// Writes the accounts not here yet and counts them in `written`. One here already (its
        /// id and its name) stays as it is; another person's name or id is a conflict no merge
        /// settles. (The reader refused two of one id or one name in the archive.)
        mutating func flush(_ connection: PostgresConnection, into written: inout ArchiveCounts) async throws {
            guard !accounts.isEmpty else { return }
            defer { accounts.removeAll(keepingCapacity: true) }
            var keyOfID: [String: String] = [:]
            var idOfKey: [String: String] = [:]
            for try await (id, nameKey) in try await connection.rows(
                """
                SELECT id, name_key FROM account
                WHERE id = ANY(\(accounts.map(\.account.id))::text[])
                OR name_key = ANY(\(accounts.map(\.account.nameKey))::text[])
                """
            ).decode((String, String).self) {
                keyOfID[id] = nameKey
                idOfKey[nameKey] = id
            }
            var new: [AccountRecord] = []
            var tokens: [(account: String, token: APITokenRecord)] = []
            for archived in accounts {
                let account = archived.account
                if keyOfID[account.id] == account.nameKey { continue }
                guard keyOfID[account.id] == nil, idOfKey[account.nameKey] == nil else {
                    throw AppError.archive(.accountConflict(name: account.name))
                }
                new.append(account)
                tokens += archived.tokens.map { (account.id, $0) }
            }
            guard !new.isEmpty else { return }
            try await connection.rows(
                """
                INSERT INTO account (id, name, name_key, password_hash, created_at, generation)
                SELECT * FROM UNNEST(\(new.map(\.id))::text[], \(new.map(\.name))::text[],
                    \(new.map(\.nameKey))::text[], \(new.map(\.passwordHash))::text[],
                    \(new.map(\.createdAt))::bigint[], \(new.map(\.generation))::bigint[])
                """)
            if !tokens.isEmpty {
                try await connection.rows(
                    """
                    INSERT INTO api_token (digest, account_id, created_at)
                    SELECT * FROM UNNEST(\(tokens.map(\.token.digest))::text[], \(tokens.map(\.account))::text[],
                        \(tokens.map(\.token.createdAt))::bigint[])
                    ON CONFLICT DO NOTHING
                    """)
            }
            written.accounts += new.count
        }
    }
}
