/// The PostgreSQL schema, one entry per version, applied in order. Never edit a shipped
/// migration: add one. The schema starts at the SQLite schema's latest shape (its history is
/// SQLite's); names are snake case, times are milliseconds since 1970 as in SQLite.
enum PostgresMigrations {
    struct Migration {
        let version: String
        /// One statement each: the extended protocol runs one at a time.
        let statements: [String]
    }

    /// Every version, in order: the first schema and its changes, then accounts and what they
    /// own (``accounts``).
    static let all = schema + accounts

    /// Up to accounts (v1 to v6).
    static let schema: [Migration] = [
        Migration(
            version: "v1-schema",
            statements: [
                // Ids compare byte by byte whatever the database's locale, so an id prefix is a
                // range of the primary key's index (see PostgresTodoStore.fetch(idPrefix:)).
                """
                CREATE TABLE todo (
                    id TEXT COLLATE "C" PRIMARY KEY,
                    title TEXT NOT NULL,
                    completed BOOLEAN NOT NULL DEFAULT FALSE,
                    position BIGINT NOT NULL,
                    created_at BIGINT NOT NULL,
                    updated_at BIGINT NOT NULL
                )
                """,
                "CREATE INDEX todo_list_order ON todo (position, created_at, id)",
                // The counts every write keeps current in its own transaction. The row is also
                // the lock that orders concurrent inserts (see PostgresTodoStore).
                """
                CREATE TABLE todo_counts (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    total BIGINT NOT NULL,
                    done BIGINT NOT NULL
                )
                """,
                "INSERT INTO todo_counts (id, total, done) VALUES (1, 0, 0)",
                """
                CREATE TABLE profile (
                    user_id TEXT PRIMARY KEY,
                    name TEXT NOT NULL,
                    gender TEXT NOT NULL,
                    created_at BIGINT NOT NULL
                )
                """,
                """
                CREATE TABLE cache (
                    key TEXT PRIMARY KEY,
                    payload BYTEA NOT NULL,
                    fetched_at BIGINT NOT NULL
                )
                """,
                "CREATE INDEX cache_age ON cache (fetched_at)",
                // What one request leaves for the next (a form's outcome across a redirect),
                // which another process may serve.
                """
                CREATE TABLE handoff (
                    key TEXT PRIMARY KEY,
                    payload BYTEA NOT NULL,
                    expires_at BIGINT NOT NULL
                )
                """,
                "CREATE INDEX handoff_expiry ON handoff (expires_at)",
            ]),
        Migration(
            version: "v2-sign-in-attempts",
            statements: [
                // Wrong passwords per client, counted across every process (SignInThrottle).
                """
                CREATE TABLE sign_in_attempt (
                    client TEXT PRIMARY KEY,
                    failures INTEGER NOT NULL,
                    last_at BIGINT NOT NULL
                )
                """,
                "CREATE INDEX sign_in_attempt_age ON sign_in_attempt (last_at)",
            ]),
        Migration(
            version: "v3-todo-revision",
            statements: [
                // Moved forward by every write to the todos, in its own transaction, so any
                // process can tell in one small read whether the list changed (TodoRevision).
                "ALTER TABLE todo_counts ADD COLUMN revision BIGINT NOT NULL DEFAULT 0"
            ]),
        Migration(
            version: "v4-session-secret",
            statements: [
                // The random secret sign-in cookies are signed with (SessionSecretStore): one
                // row, made at the first sign-in, never part of an archive.
                """
                CREATE TABLE session_secret (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    secret BYTEA NOT NULL CHECK (octet_length(secret) >= 32)
                )
                """
            ]),
        Migration(
            version: "v5-profile-revision",
            statements: [
                // Moved forward by every statement that writes profiles, whoever runs it, so the
                // change feed's catch-up after a reconnection tells in one small read whether a
                // profile was saved meanwhile (PostgresChangeFeed). A trigger, not each store: a
                // profile write is one row, and no path (a registration, an import, a replacing
                // import's delete) can forget it. Per statement, so an import's batch of a
                // thousand profiles moves it once; and BEFORE the statement, so the counter's
                // row is always locked before any profile row: a registration and an import
                // take the two locks in the same order and cannot deadlock.
                """
                CREATE TABLE profile_revision (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    revision BIGINT NOT NULL
                )
                """,
                "INSERT INTO profile_revision (id, revision) VALUES (1, 0)",
                """
                CREATE FUNCTION daybook_move_profile_revision() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                    UPDATE profile_revision SET revision = revision + 1 WHERE id = 1;
                    RETURN NULL;
                END
                $$
                """,
                """
                CREATE TRIGGER profile_revision BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON profile
                FOR EACH STATEMENT EXECUTE FUNCTION daybook_move_profile_revision()
                """,
            ]),
        Migration(
            version: "v6-todo-count-shards",
            statements: [
                // The counts and the revision in 64 rows instead of one: a write moves the row of
                // its connection (PostgresTodoRows.shard), readers sum them. So no row is written by
                // every write, and writers on different connections, in one process or several,
                // do not wait for one another. Row 1 keeps what the one row held.
                "ALTER TABLE todo_counts DROP CONSTRAINT todo_counts_id_check",
                "ALTER TABLE todo_counts ADD CONSTRAINT todo_counts_shard CHECK (id BETWEEN 1 AND 64)",
                """
                INSERT INTO todo_counts (id, total, done, revision)
                SELECT shard, 0, 0, 0 FROM generate_series(2, 64) AS shard
                """,
            ]),
    ]
}
