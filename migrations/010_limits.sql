-- Daily shares of the organization's tracks, set by admins with /limit. A positive
-- id is a person: their share counts their tracks in every chat. A negative id is a group:
-- its members share it. No row: USER_DAILY_LIMIT for a person, no share of its own for a group.
-- tracks = 0 means no tracks at all (`/limit <id> off` removes the row instead).
CREATE TABLE limits (
    target_id  INTEGER PRIMARY KEY,
    tracks     INTEGER NOT NULL CHECK (tracks >= 0),
    changed_by INTEGER,
    changed_at REAL    NOT NULL
);
