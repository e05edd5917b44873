-- Requests hold the whole lifecycle (docs/architecture.md §Where a request's state changes);
-- every transition is guarded by `state`.
CREATE TABLE requests (
    id                   INTEGER PRIMARY KEY AUTOINCREMENT,
    chat_id              INTEGER NOT NULL,
    chat_type            TEXT    NOT NULL DEFAULT 'private',
    user_id              INTEGER NOT NULL,
    user_name            TEXT    NOT NULL DEFAULT '',
    language             TEXT    NOT NULL DEFAULT 'en',
    request_message_id   INTEGER,
    status_message_id    INTEGER,
    topic                TEXT,
    lyrics               TEXT    NOT NULL,
    style                TEXT,
    duration_sec         INTEGER NOT NULL,
    title                TEXT    NOT NULL DEFAULT '',
    state                TEXT    NOT NULL CHECK (state IN (
                             'draft', 'waiting', 'submitting', 'queued', 'running', 'completed',
                             'delivered', 'failed', 'expired', 'rejected', 'unknown', 'cancelled')),
    job_id               TEXT UNIQUE,
    service_duration_sec REAL,
    price_byn            REAL,
    audio_file_id        TEXT,
    audio_message_id     INTEGER,
    lossless_file_id     TEXT,
    error                TEXT,
    attempts             INTEGER NOT NULL DEFAULT 0,
    not_before           REAL    NOT NULL DEFAULT 0,
    last_poll_at         REAL,
    next_poll_at         REAL,
    polls                INTEGER NOT NULL DEFAULT 0,
    delivery_attempts    INTEGER NOT NULL DEFAULT 0,
    created_at           REAL    NOT NULL,
    updated_at           REAL    NOT NULL,
    submitted_at         REAL,
    accepted_at          REAL,
    completed_at         REAL,
    finished_at          REAL
);
CREATE INDEX requests_state ON requests (state);
CREATE INDEX requests_chat ON requests (chat_id, id);
CREATE INDEX requests_user_submitted ON requests (user_id, submitted_at);

-- Per-chat choices (/style, /duration) and whether the chat still accepts messages.
CREATE TABLE chats (
    chat_id      INTEGER PRIMARY KEY,
    style        TEXT,
    duration_sec INTEGER,
    active       INTEGER NOT NULL DEFAULT 1,
    updated_at   REAL    NOT NULL
);

-- Process-wide switches that must survive a restart (paused submissions, alert incidents).
CREATE TABLE flags (
    name       TEXT PRIMARY KEY,
    value      TEXT NOT NULL,
    updated_at REAL NOT NULL
);
