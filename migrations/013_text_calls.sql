-- Calls to the text model, which the organization pays for by tokens: one row per call,
-- reserved before it is sent (by the same statement that checks USER_TEXT_DAILY_LIMIT and
-- ORG_TEXT_DAILY_LIMIT, so two presses at the limit cannot both pass) and deleted only when
-- the call surely never went out. `asker_id` is who asked: a person, or a chat asking as itself
-- (a channel, a group's anonymous admin; negative). Counted per quota day by `at`.
CREATE TABLE text_calls (
    id       INTEGER PRIMARY KEY,
    asker_id INTEGER NOT NULL,
    chat_id  INTEGER NOT NULL,
    at       REAL    NOT NULL
);
CREATE INDEX text_calls_at ON text_calls (at);
CREATE INDEX text_calls_asker ON text_calls (asker_id, at);
-- A share of text-model calls a day for one asker, set by admins with `/limit <id> <n> lyrics`;
-- no row: USER_TEXT_DAILY_LIMIT. calls = 0 means none at all.
CREATE TABLE text_limits (
    target_id  INTEGER PRIMARY KEY,
    calls      INTEGER NOT NULL CHECK (calls >= 0),
    changed_by INTEGER,
    changed_at REAL    NOT NULL
);
