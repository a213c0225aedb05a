import GRDB

/// The schema, one registered migration per version. Never edit a shipped migration: add one.
enum DaybookMigrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-todo") { db in
            try db.execute(
                sql: """
                    CREATE TABLE todo (
                        id TEXT PRIMARY KEY NOT NULL,
                        title TEXT NOT NULL,
                        completed BOOLEAN NOT NULL DEFAULT 0,
                        position INTEGER NOT NULL,
                        createdAt INTEGER NOT NULL,
                        updatedAt INTEGER NOT NULL
                    );
                    -- The list order, so listing and "place last" read the index, not the table.
                    CREATE INDEX todo_list_order ON todo (position, createdAt, id);
                    """
            )
        }
        migrator.registerMigration("v2-weather-cache") { db in
            try db.execute(
                sql: """
                    CREATE TABLE weather_cache (
                        key TEXT PRIMARY KEY NOT NULL,
                        payload BLOB NOT NULL,
                        fetchedAt INTEGER NOT NULL
                    )
                    """
            )
        }
        migrator.registerMigration("v3-shared-cache") { db in
            // The weather cache became the cache every remote feature shares; keys are prefixed.
            try db.execute(sql: "ALTER TABLE weather_cache RENAME TO cache")
        }
        migrator.registerMigration("v4-profile") { db in
            // One profile per user. The gender code is checked by the repository's mapper, so a
            // new choice needs no table rebuild.
            try db.execute(
                sql: """
                    CREATE TABLE profile (
                        userID TEXT PRIMARY KEY NOT NULL,
                        name TEXT NOT NULL,
                        gender TEXT NOT NULL,
                        createdAt INTEGER NOT NULL
                    )
                    """
            )
        }
        migrator.registerMigration("v5-todo-counts") { db in
            // The list's counts in one row, so a page of a long list does not count every row to
            // say how many there are (COUNT(*) over 100,000 todos reads them all). SQLiteTodoStore
            // changes it in the same transaction as every write; not with triggers, which fire once
            // per row and made a 100,000-todo import 40% slower.
            try db.execute(
                sql: """
                    CREATE TABLE todo_counts (
                        id INTEGER PRIMARY KEY CHECK (id = 1),
                        total INTEGER NOT NULL,
                        done INTEGER NOT NULL
                    );
                    INSERT INTO todo_counts (id, total, done)
                        SELECT 1, COUNT(*), COALESCE(SUM(completed != 0), 0) FROM todo;
                    """
            )
        }
        migrator.registerMigration("v6-cache-age") { db in
            // The cache is bounded: saving evicts the entries fetched longest ago, found here.
            try db.execute(sql: "CREATE INDEX cache_age ON cache (fetchedAt)")
        }
        migrator.registerMigration("v7-one-gender-code") { db in
            // Storage spelled "did not say" differently from forms, the command line and JSON.
            try db.execute(sql: "UPDATE profile SET gender = 'unspecified' WHERE gender = 'prefer-not-to-say'")
        }
        migrator.registerMigration("v8-handoff") { db in
            // What a form post leaves for the page it redirects to, which another process may
            // serve: in the database rather than one process's memory.
            try db.execute(
                sql: """
                    CREATE TABLE handoff (
                        key TEXT PRIMARY KEY NOT NULL,
                        payload BLOB NOT NULL,
                        expiresAt INTEGER NOT NULL
                    );
                    CREATE INDEX handoff_expiry ON handoff (expiresAt);
                    """
            )
        }
        migrator.registerMigration("v9-sign-in-attempts") { db in
            // Wrong passwords per client, counted where every process serving the site sees them.
            try db.execute(
                sql: """
                    CREATE TABLE sign_in_attempt (
                        client TEXT PRIMARY KEY NOT NULL,
                        failures INTEGER NOT NULL,
                        lastAt INTEGER NOT NULL
                    );
                    CREATE INDEX sign_in_attempt_age ON sign_in_attempt (lastAt);
                    """
            )
        }
        migrator.registerMigration("v10-todo-revision") { db in
            // A number every write to the todos moves forward, in the counts row each write
            // already changes, so a reader can tell in one small read whether what it made from
            // an earlier read is still true, whichever process wrote (see TodoRevision).
            try db.execute(sql: "ALTER TABLE todo_counts ADD COLUMN revision INTEGER NOT NULL DEFAULT 0")
        }
        migrator.registerMigration("v11-session-secret") { db in
            // The random secret sign-in cookies are signed with (SessionSecretStore): one row,
            // made at the first sign-in, never part of an archive.
            try db.execute(
                sql: """
                    CREATE TABLE session_secret (
                        id INTEGER PRIMARY KEY CHECK (id = 1),
                        secret BLOB NOT NULL CHECK (length(secret) >= 32)
                    );
                    """
            )
        }
        migrator.registerMigration("v12-profile-revision") { db in
            // A number every change to the profiles moves forward, as the todos' revision does
            // for the list: the change feed compares it to tell whether another process saved a
            // profile (SQLiteChangeFeed) with one small read, never reading the profiles.
            // Moved by triggers rather than by each store, unlike the todos' revision (moved by
            // the stores because a trigger per row made a 100,000-todo import 40% slower): a
            // profile write is one row, and no path that writes profiles (a registration, an
            // import, a replacing import's delete, whatever comes next) can forget it.
            try db.execute(
                sql: """
                    CREATE TABLE profile_revision (
                        id INTEGER PRIMARY KEY CHECK (id = 1),
                        revision INTEGER NOT NULL
                    );
                    INSERT INTO profile_revision (id, revision) VALUES (1, 0);
                    CREATE TRIGGER profile_revision_insert AFTER INSERT ON profile
                    BEGIN UPDATE profile_revision SET revision = revision + 1 WHERE id = 1; END;
                    CREATE TRIGGER profile_revision_update AFTER UPDATE ON profile
                    BEGIN UPDATE profile_revision SET revision = revision + 1 WHERE id = 1; END;
                    CREATE TRIGGER profile_revision_delete AFTER DELETE ON profile
                    BEGIN UPDATE profile_revision SET revision = revision + 1 WHERE id = 1; END;
                    """
            )
        }
        migrator.registerMigration("v13-accounts") { db in
            // The people of this Daybook (AccountStore): a name looked up by its key (lower case,
            // composed), a bcrypt hash, and the generation a password change moves forward. Their
            // API tokens by the SHA-256 digest of the secret, never the secret. A number every
            // change to either moves forward (triggers, as for the profiles), so the change feed
            // tells every process that reads who may sign in to read it again.
            try db.execute(
                sql: """
                    CREATE TABLE account (
                        id TEXT PRIMARY KEY NOT NULL,
                        name TEXT NOT NULL,
                        nameKey TEXT NOT NULL UNIQUE,
                        passwordHash TEXT NOT NULL,
                        createdAt INTEGER NOT NULL,
                        generation INTEGER NOT NULL
                    );
                    CREATE TABLE api_token (
                        digest TEXT PRIMARY KEY NOT NULL,
                        accountID TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
                        createdAt INTEGER NOT NULL
                    );
                    CREATE INDEX api_token_account ON api_token (accountID);
                    CREATE TABLE account_revision (
                        id INTEGER PRIMARY KEY CHECK (id = 1),
                        revision INTEGER NOT NULL
                    );
                    INSERT INTO account_revision (id, revision) VALUES (1, 0);
                    CREATE TRIGGER account_revision_insert AFTER INSERT ON account
                    BEGIN UPDATE account_revision SET revision = revision + 1 WHERE id = 1; END;
                    CREATE TRIGGER account_revision_update AFTER UPDATE ON account
                    BEGIN UPDATE account_revision SET revision = revision + 1 WHERE id = 1; END;
                    CREATE TRIGGER account_revision_delete AFTER DELETE ON account
                    BEGIN UPDATE account_revision SET revision = revision + 1 WHERE id = 1; END;
                    CREATE TRIGGER account_revision_token_insert AFTER INSERT ON api_token
                    BEGIN UPDATE account_revision SET revision = revision + 1 WHERE id = 1; END;
                    CREATE TRIGGER account_revision_token_update AFTER UPDATE ON api_token
                    BEGIN UPDATE account_revision SET revision = revision + 1 WHERE id = 1; END;
                    CREATE TRIGGER account_revision_token_delete AFTER DELETE ON api_token
                    BEGIN UPDATE account_revision SET revision = revision + 1 WHERE id = 1; END;
                    """
            )
        }
        migrator.registerMigration("v14-todo-owner") { db in
            // Whose each todo is (DataOwner): an account's id, or '' for the household, which is
            // everything stored before there were accounts. The list-order index leads with the
            // owner, so one person's list is a range of it; the counts and the revision are kept
            // per owner, one row each, made by the owner's first write and never deleted (so an
            // owner's revision only goes forward). What there was becomes the household's, or,
            // when accounts were added before owners existed (v13), the first account's, as adding
            // the first account would have made it (with the command line's profile; the
            // household keeps a zeroed row, its revision moved on).
            try db.execute(
                sql: """
                    ALTER TABLE todo ADD COLUMN owner TEXT NOT NULL DEFAULT '';
                    DROP INDEX todo_list_order;
                    UPDATE todo SET owner = (SELECT id FROM account ORDER BY createdAt, id LIMIT 1)
                        WHERE EXISTS (SELECT 1 FROM account);
                    CREATE INDEX todo_list_order ON todo (owner, position, createdAt, id);
                    CREATE TABLE todo_counts_by_owner (
                        owner TEXT PRIMARY KEY NOT NULL,
                        total INTEGER NOT NULL,
                        done INTEGER NOT NULL,
                        revision INTEGER NOT NULL
                    );
                    INSERT INTO todo_counts_by_owner (owner, total, done, revision)
                        SELECT '', total, done, revision FROM todo_counts;
                    INSERT INTO todo_counts_by_owner (owner, total, done, revision)
                        SELECT (SELECT id FROM account ORDER BY createdAt, id LIMIT 1), total, done, revision + 1
                        FROM todo_counts WHERE EXISTS (SELECT 1 FROM account);
                    UPDATE todo_counts_by_owner SET total = 0, done = 0, revision = revision + 1
                        WHERE owner = '' AND EXISTS (SELECT 1 FROM account);
                    UPDATE profile SET userID = (SELECT id FROM account ORDER BY createdAt, id LIMIT 1)
                        WHERE userID = 'local' AND EXISTS (SELECT 1 FROM account);
                    DROP TABLE todo_counts;
                    ALTER TABLE todo_counts_by_owner RENAME TO todo_counts;
                    """
            )
        }
        migrator.registerMigration("v15-one-household-profile") { db in
            // One profile per person on every front end (Person.profileUser): the web app used to
            // keep the household's one per browser, beside the command line's `local`. With no
            // accounts, the latest registration of them is the household's, as `local`; once there
            // are accounts, the first took `local` over, and the browsers' belong to no one. The
            // others are kept, never shown, in `retired_profile`: nothing is deleted.
            try db.execute(
                sql: """
                    CREATE TABLE retired_profile (
                        userID TEXT NOT NULL,
                        name TEXT NOT NULL,
                        gender TEXT NOT NULL,
                        createdAt INTEGER NOT NULL
                    );
                    INSERT INTO retired_profile (userID, name, gender, createdAt)
                        SELECT userID, name, gender, createdAt FROM profile
                        WHERE userID NOT IN (SELECT id FROM account) AND (EXISTS (SELECT 1 FROM account)
                            OR userID IS NOT (SELECT userID FROM profile WHERE userID NOT IN (SELECT id FROM account)
                                ORDER BY createdAt DESC, userID = 'local' DESC, userID LIMIT 1));
                    DELETE FROM profile
                        WHERE userID NOT IN (SELECT id FROM account) AND userID IN (SELECT userID FROM retired_profile);
                    UPDATE profile SET userID = 'local' WHERE userID NOT IN (SELECT id FROM account);
                    """
            )
        }
        return migrator
    }
}
