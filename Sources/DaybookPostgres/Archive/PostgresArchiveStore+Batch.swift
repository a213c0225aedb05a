import DaybookData
import DaybookDomain
import PostgresNIO

/// An import's rows, sent a thousand at a time (see ``PostgresArchiveStore``).
extension PostgresArchiveStore {
    /// Rows waiting to be sent, as one array per column.
    struct Batch {
        /// Whose todos these are: one owner's (a person's import), or nil for everyone's, where each
        /// todo names its own.
        let owner: String?
        /// The first account, when it took the household's todos over in this import (everyone's,
        /// merged into a database that had no accounts): a todo of theirs there already was the
        /// household's a moment ago, and becomes whose the archive says.
        var adopted: String?
        /// Everyone's import into a database with accounts: the first, whose the household's
        /// todos and profile of the archive become.
        var heir: String?
        var owners: [String] = [], ids: [String] = [], titles: [String] = [], completed: [Bool] = []
        var positions: [Int] = [], created: [Int64] = [], updated: [Int64] = []
        var users: [String] = [], names: [String] = [], genders: [String] = [], registered: [Int64] = []
        /// Whether each profile is an account's, written for it (else one that is no account's).
        var accountsOwn: [Bool] = []
        /// Where each user's profile is in the batch.
        var userIndex: [String: Int] = [:]
        /// Profiles read but folded into another of the batch (an account's import).
        var skippedInBatch = 0
        /// Todos kept under another id than the archive's, and those that found none of their
        /// own (see ``ImportedTodoID``), over every batch so far.
        var renumbered = 0
        var unplaced = 0

        var count: Int { ids.count + users.count + skippedInBatch }

        /// A person's record; an account or an owned todo (everyone's) is refused.
        mutating func append(_ record: ArchiveRecord) throws(AppError) {
            switch record {
            case .todo(let todo):
                guard let owner else { throw .archive(.holdsOnePerson) }
                append(todo, owner: owner)
            case .ownedTodo(let todo, let owner):
                guard self.owner == nil else { throw .archive(.holdsEveryone) }
                append(todo, owner: owner.isEmpty ? heir ?? owner : owner)
            case .profile(let profile):
                guard let owner else { throw .archive(.holdsOnePerson) }
                // A person has one profile: an account's import is its own, the household's is
                // `local`, whatever user the archive names.
                append(profile, for: owner.isEmpty ? nil : owner)
            case .account:
                throw .archive(.holdsEveryone)
            }
        }

        private mutating func append(_ todo: TodoRecord, owner: String) {
            owners.append(owner)
            ids.append(todo.id)
            titles.append(todo.title)
            completed.append(todo.completed)
            positions.append(todo.position)
            created.append(todo.createdAt)
            updated.append(todo.updatedAt)
        }

        /// The profile, as `account`'s own when there is one, else as the household's (`local`,
        /// never written over an account's). Two for one user make one row, the latest
        /// registration (one statement may not write a row twice).
        mutating func append(_ profile: ProfileRecord, for account: String?) {
            let user = account ?? UserID.local.value
            if let index = userIndex[user] {
                skippedInBatch += 1
                guard profile.createdAt > registered[index] else { return }
                (names[index], genders[index], registered[index], accountsOwn[index]) = (
                    profile.name, profile.gender, profile.createdAt, account != nil
                )
                return
            }
            userIndex[user] = users.count
            users.append(user)
            names.append(profile.name)
            genders.append(profile.gender)
            registered.append(profile.createdAt)
            accountsOwn.append(account != nil)
        }

        /// Sends the rows; with a conflict (only with --merge), the later update or registration
        /// wins. `RETURNING` lists the rows written, so the skipped ones are counted too.
        mutating func flush(
            _ connection: PostgresConnection, into written: inout ArchiveCounts, read: inout ArchiveCounts
        )
            async throws
        {
            read.todos += ids.count
            try await settleIDs(connection)
            if !ids.isEmpty {
                written.todos += try await PostgresTodoRows.count(
                    connection.rows(
                        """
                        WITH written AS (
                        INSERT INTO todo (owner, id, title, completed, position, created_at, updated_at)
                        SELECT * FROM UNNEST(\(owners)::text[], \(ids)::text[], \(titles)::text[], \
                        \(completed)::boolean[], \(positions)::bigint[], \(created)::bigint[], \(updated)::bigint[])
                        ON CONFLICT (id) DO UPDATE SET owner = excluded.owner, \
                        title = CASE WHEN excluded.updated_at > todo.updated_at THEN excluded.title ELSE todo.title END, \
                        completed = CASE WHEN excluded.updated_at > todo.updated_at THEN excluded.completed \
                        ELSE todo.completed END, \
                        position = CASE WHEN excluded.updated_at > todo.updated_at THEN excluded.position \
                        ELSE todo.position END, \
                        created_at = CASE WHEN excluded.updated_at > todo.updated_at THEN excluded.created_at \
                        ELSE todo.created_at END, \
                        updated_at = GREATEST(excluded.updated_at, todo.updated_at) \
                        WHERE (todo.owner = excluded.owner AND excluded.updated_at > todo.updated_at) \
                        OR (todo.owner = \(adopted)::text AND excluded.owner <> todo.owner)
                        RETURNING 1)
                        SELECT COUNT(*) FROM written
                        """))
            }
            if !users.isEmpty {
                written.profiles += try await PostgresTodoRows.count(
                    connection.rows(
                        """
                        WITH written AS (
                        INSERT INTO profile (user_id, name, gender, created_at)
                        SELECT user_id, name, gender, created_at FROM UNNEST(\(users)::text[], \(names)::text[], \
                        \(genders)::text[], \(registered)::bigint[], \(accountsOwn)::boolean[])
                        AS imported (user_id, name, gender, created_at, own)
                        WHERE imported.own OR imported.user_id NOT IN (SELECT id FROM account)
                        ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, gender = excluded.gender, \
                        created_at = excluded.created_at WHERE excluded.created_at > profile.created_at
                        RETURNING 1)
                        SELECT COUNT(*) FROM written
                        """))
                read.profiles += users.count
            }
            read.profiles += skippedInBatch
            self = Batch(owner: owner, adopted: adopted, heir: heir, renumbered: renumbered, unplaced: unplaced)
        }

        /// Gives each todo whose id someone else holds (not its owner, nor the first account that
        /// took the household's over in this import) the id it takes in its owner's data, made
        /// again while that one is someone else's too; one that finds none is left out.
        mutating func settleIDs(_ connection: PostgresConnection) async throws {
            var pending = Array(ids.indices)
            var moved = Set<Int>()
            for attempt in 0...ImportedTodoID.attempts where !pending.isEmpty {
                var holders: [String: String] = [:]
                for try await (id, holder) in try await connection.rows(
                    "SELECT id, owner FROM todo WHERE id = ANY(\(pending.map { ids[$0] })::text[])"
                ).decode((String, String).self) {
                    holders[id] = holder
                }
                pending = pending.filter { index in
                    guard let holder = holders[ids[index]] else { return false }
                    return holder != owners[index] && holder != adopted
                }
                guard attempt < ImportedTodoID.attempts else { break }
                for index in pending {
                    ids[index] = ImportedTodoID.derive(owner: owners[index], id: ids[index])
                    moved.insert(index)
                }
            }
            renumbered += moved.subtracting(pending).count
            unplaced += pending.count
            // Two of the batch with one id now (an archive's id that is another's new one): one
            // statement may not write a row twice, so the one updated later stays, as a merge
            // one after the other would leave it (the first on a tie); the other is not written.
            var first: [String: Int] = [:]
            var folded: [Int] = []
            let left = Set(pending)
            for index in ids.indices where !left.contains(index) {
                guard let earlier = first[ids[index]] else {
                    first[ids[index]] = index
                    continue
                }
                if updated[index] > updated[earlier] {
                    folded.append(earlier)
                    first[ids[index]] = index
                } else {
                    folded.append(index)
                }
            }
            for index in (pending + folded).sorted(by: >) {
                owners.remove(at: index)
                ids.remove(at: index)
                titles.remove(at: index)
                completed.remove(at: index)
                positions.remove(at: index)
                created.remove(at: index)
                updated.remove(at: index)
            }
        }
    }
}
