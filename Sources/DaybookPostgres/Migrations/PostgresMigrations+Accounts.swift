extension PostgresMigrations {
    /// From accounts on (v7): the accounts, whose each todo and profile is, and what follows.
    static let accounts: [Migration] = [
        Migration(
            version: "v7-accounts",
            statements: [
                // The people of this Daybook (AccountStore): a name looked up by its key (lower
                // case, composed), a bcrypt hash, and the generation a password change moves
                // forward. Their API tokens by the SHA-256 digest of the secret, never the secret.
                // A number every statement that changes either moves forward (triggers, as for the
                // profiles, BEFORE each statement so the counter's row is locked first), so a change
                // feed's catch-up tells whether who may sign in changed meanwhile.
                """
                CREATE TABLE account (
                    id TEXT PRIMARY KEY,
                    name TEXT NOT NULL,
                    name_key TEXT COLLATE "C" NOT NULL UNIQUE,
                    password_hash TEXT NOT NULL,
                    created_at BIGINT NOT NULL,
                    generation BIGINT NOT NULL
                )
                """,
                """
                CREATE TABLE api_token (
                    digest TEXT PRIMARY KEY,
                    account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
                    created_at BIGINT NOT NULL
                )
                """,
                "CREATE INDEX api_token_account ON api_token (account_id)",
                """
                CREATE TABLE account_revision (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    revision BIGINT NOT NULL
                )
                """,
                "INSERT INTO account_revision (id, revision) VALUES (1, 0)",
                """
                CREATE FUNCTION daybook_move_account_revision() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                    UPDATE account_revision SET revision = revision + 1 WHERE id = 1;
                    RETURN NULL;
                END
                $$
                """,
                """
                CREATE TRIGGER account_revision BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON account
                FOR EACH STATEMENT EXECUTE FUNCTION daybook_move_account_revision()
                """,
                """
                CREATE TRIGGER account_revision BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON api_token
                FOR EACH STATEMENT EXECUTE FUNCTION daybook_move_account_revision()
                """,
            ]),
        Migration(
            version: "v8-todo-owner",
            statements: [
                // Whose each todo is (DataOwner): an account's id, or '' for the household, which
                // is everything stored before there were accounts. The list-order index leads with
                // the owner, so one person's list is a range of it. The counts' shards are per
                // owner: rows (owner, shard) made by an owner's first write on that shard, never
                // deleted, so an owner's revision only goes forward. What there was becomes the
                // household's, or, when accounts were added before owners existed (v7), the first
                // account's, as adding the first account would have made it (with the command
                // line's profile; the household keeps zeroed counts, its revision moved on).
                // Adding a column with a constant default rewrites no row; only a database that
                // has accounts rewrites its todos, before the new index is built.
                "ALTER TABLE todo ADD COLUMN owner TEXT COLLATE \"C\" NOT NULL DEFAULT ''",
                "DROP INDEX todo_list_order",
                """
                UPDATE todo SET owner = (SELECT id FROM account ORDER BY created_at, id LIMIT 1)
                WHERE EXISTS (SELECT 1 FROM account)
                """,
                "CREATE INDEX todo_list_order ON todo (owner, position, created_at, id)",
                "ALTER TABLE todo_counts ADD COLUMN owner TEXT COLLATE \"C\" NOT NULL DEFAULT ''",
                "ALTER TABLE todo_counts DROP CONSTRAINT todo_counts_pkey",
                """
                INSERT INTO todo_counts (owner, id, total, done, revision)
                SELECT (SELECT id FROM account ORDER BY created_at, id LIMIT 1), id, total, done, revision + 1
                FROM todo_counts WHERE EXISTS (SELECT 1 FROM account)
                """,
                """
                UPDATE todo_counts SET total = 0, done = 0, revision = revision + 1
                WHERE owner = '' AND EXISTS (SELECT 1 FROM account)
                """,
                """
                UPDATE profile SET user_id = (SELECT id FROM account ORDER BY created_at, id LIMIT 1)
                WHERE user_id = 'local' AND EXISTS (SELECT 1 FROM account)
                """,
                "ALTER TABLE todo_counts ADD PRIMARY KEY (owner, id)",
            ]),
        Migration(
            version: "v9-household-closed",
            statements: [
                // Once anyone has an account, the household's todos are closed to writes: the
                // first account took them over (PostgresAccountStore.adoptHousehold), and a write
                // a server let in as the household a moment before would land where no one sees
                // it. Checked on the household's counts rows, which every write of its todos moves
                // in its own statement and the takeover holds locked until it commits: a write
                // that waited for them reads the accounts afresh here (each statement of a
                // VOLATILE function takes a new snapshot), finds the account, and is refused
                // (SQLSTATE DB001, answered as signed out), its todo with it. The takeover, and an
                // import of everyone's archive (which says itself whose each todo is), set
                // `daybook.household` to `open` for their own transaction.
                """
                CREATE FUNCTION daybook_household_closed() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                    IF current_setting('daybook.household', true) IS DISTINCT FROM 'open'
                        AND EXISTS (SELECT 1 FROM account) THEN
                        RAISE EXCEPTION 'the household''s todos belong to an account now' USING ERRCODE = 'DB001';
                    END IF;
                    RETURN NEW;
                END
                $$
                """,
                """
                CREATE TRIGGER household_closed BEFORE INSERT OR UPDATE ON todo_counts
                FOR EACH ROW WHEN (NEW.owner = '') EXECUTE FUNCTION daybook_household_closed()
                """,
            ]),
        Migration(
            version: "v10-one-household-profile",
            statements: [
                // One profile per person on every front end (Person.profileUser): the web app used
                // to keep the household's one per browser, beside the command line's `local`. With
                // no accounts, the latest registration of them is the household's, as `local`; once
                // there are accounts, the first took `local` over, and the browsers' belong to no
                // one. The others are kept, never shown, in `retired_profile`: nothing is deleted.
                """
                CREATE TABLE retired_profile (
                    user_id TEXT NOT NULL,
                    name TEXT NOT NULL,
                    gender TEXT NOT NULL,
                    created_at BIGINT NOT NULL
                )
                """,
                """
                INSERT INTO retired_profile (user_id, name, gender, created_at)
                SELECT user_id, name, gender, created_at FROM profile
                WHERE user_id NOT IN (SELECT id FROM account) AND (EXISTS (SELECT 1 FROM account)
                    OR user_id IS DISTINCT FROM (SELECT user_id FROM profile WHERE user_id NOT IN (SELECT id FROM account)
                        ORDER BY created_at DESC, user_id = 'local' DESC, user_id LIMIT 1))
                """,
                """
                DELETE FROM profile
                WHERE user_id NOT IN (SELECT id FROM account) AND user_id IN (SELECT user_id FROM retired_profile)
                """,
                "UPDATE profile SET user_id = 'local' WHERE user_id NOT IN (SELECT id FROM account)",
            ]),
        Migration(
            version: "v11-todo-tail",
            statements: [
                // Where each owner's next todo placed last begins (PostgresTodoAppendStatement):
                // `last` is the position after the last add's, `start` where that add began. Two
                // adds at the same moment, on any servers, each read the other's through the row's
                // lock, so each gets positions of its own. An owner without a row begins after
                // their largest position.
                """
                CREATE TABLE todo_tail (
                    owner TEXT COLLATE "C" PRIMARY KEY,
                    start BIGINT NOT NULL,
                    last BIGINT NOT NULL
                )
                """
            ]),
    ]
}
