//! The schema, as numbered migrations per backend. A database records the versions applied in
//! `schema_migrations`; opening a store applies the missing ones in order, in one transaction per
//! version, and refuses a database whose newest version is unknown to this build (a newer build
//! wrote it). Append new versions; never edit an applied one.
//!
//! Tables: `programs` (a program's source by code hash, once), `runs` (state, the latest
//! suspension's bytes, the lease and its epoch, the result), `calls` (the durable calls of every
//! suspension, with their outcomes), `history` (what happened to a run, and when), `counters`
//! (history event counts of deleted runs, so that counters survive expiry). JSON is kept as text.

/// `(version, statements)` for SQLite.
pub(crate) const SQLITE: &[(i64, &str)] = &[(
    1,
    "CREATE TABLE programs (
        code_hash TEXT PRIMARY KEY,
        typescript INTEGER NOT NULL,
        code TEXT NOT NULL,
        created_at INTEGER NOT NULL
    );
    CREATE TABLE runs (
        id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        code_hash TEXT NOT NULL REFERENCES programs(code_hash),
        options TEXT NOT NULL,
        state TEXT NOT NULL,
        snapshot BLOB,
        authenticated INTEGER NOT NULL DEFAULT 0,
        suspension INTEGER NOT NULL DEFAULT 0,
        waiting INTEGER NOT NULL DEFAULT 0,
        result TEXT,
        cancel_requested INTEGER NOT NULL DEFAULT 0,
        lease_owner TEXT,
        lease_until INTEGER,
        epoch INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        finished_at INTEGER
    );
    CREATE INDEX runs_by_state ON runs(state, lease_until);
    CREATE INDEX runs_by_code ON runs(code_hash);
    CREATE TABLE calls (
        run_id TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        suspension INTEGER NOT NULL,
        position INTEGER NOT NULL,
        path TEXT NOT NULL,
        args TEXT NOT NULL,
        handle TEXT,
        outcome TEXT,
        recorded_at INTEGER,
        PRIMARY KEY (run_id, key)
    );
    CREATE INDEX calls_waiting ON calls(run_id) WHERE outcome IS NULL;
    CREATE TABLE history (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        run_id TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        at INTEGER NOT NULL,
        event TEXT NOT NULL,
        key TEXT,
        worker TEXT,
        detail TEXT
    );
    CREATE INDEX history_by_run ON history(run_id, id);
    CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);",
)];

/// `(version, statements)` for PostgreSQL.
pub(crate) const POSTGRES: &[(i64, &str)] = &[(
    1,
    "CREATE TABLE programs (
        code_hash TEXT PRIMARY KEY,
        typescript BOOLEAN NOT NULL,
        code TEXT NOT NULL,
        created_at BIGINT NOT NULL
    );
    CREATE TABLE runs (
        id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        code_hash TEXT NOT NULL REFERENCES programs(code_hash),
        options TEXT NOT NULL,
        state TEXT NOT NULL,
        snapshot BYTEA,
        authenticated BOOLEAN NOT NULL DEFAULT FALSE,
        suspension BIGINT NOT NULL DEFAULT 0,
        waiting BIGINT NOT NULL DEFAULT 0,
        result TEXT,
        cancel_requested BOOLEAN NOT NULL DEFAULT FALSE,
        lease_owner TEXT,
        lease_until BIGINT,
        epoch BIGINT NOT NULL DEFAULT 0,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        finished_at BIGINT
    );
    CREATE INDEX runs_by_state ON runs(state, lease_until);
    CREATE INDEX runs_by_code ON runs(code_hash);
    CREATE TABLE calls (
        run_id TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        suspension BIGINT NOT NULL,
        position BIGINT NOT NULL,
        path TEXT NOT NULL,
        args TEXT NOT NULL,
        handle TEXT,
        outcome TEXT,
        recorded_at BIGINT,
        PRIMARY KEY (run_id, key)
    );
    CREATE INDEX calls_waiting ON calls(run_id) WHERE outcome IS NULL;
    CREATE TABLE history (
        id BIGSERIAL PRIMARY KEY,
        run_id TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        at BIGINT NOT NULL,
        event TEXT NOT NULL,
        key TEXT,
        worker TEXT,
        detail TEXT
    );
    CREATE INDEX history_by_run ON history(run_id, id);
    CREATE TABLE counters (name TEXT PRIMARY KEY, value BIGINT NOT NULL);",
)];

/// The versions to apply to a database at `current` (the newest applied, 0 for none).
///
/// # Errors
/// A database newer than this build.
pub(crate) fn pending(
    all: &'static [(i64, &'static str)],
    current: i64,
) -> Result<&'static [(i64, &'static str)], crate::StoreError> {
    let newest = all.last().map_or(0, |m| m.0);
    if current > newest {
        return Err(crate::StoreError::Schema(format!(
            "The database's schema is at version {current}, newer than this build knows ({newest}): \
             use a newer codemode."
        )));
    }
    Ok(&all[all.iter().position(|m| m.0 > current).unwrap_or(all.len())..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_are_increasing_and_match() {
        for list in [SQLITE, POSTGRES] {
            assert!(list.windows(2).all(|w| w[0].0 < w[1].0));
            assert_eq!(list[0].0, 1);
        }
        assert_eq!(SQLITE.len(), POSTGRES.len(), "both backends have the same versions");
        assert_eq!(pending(SQLITE, 0).unwrap().len(), SQLITE.len());
        assert!(pending(SQLITE, SQLITE.last().unwrap().0).unwrap().is_empty());
        assert!(matches!(pending(SQLITE, 99), Err(crate::StoreError::Schema(_))));
    }
}
