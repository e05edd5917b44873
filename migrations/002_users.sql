-- People the bot has met: their Telegram language and the one they chose with /lang.
CREATE TABLE users (
    user_id       INTEGER PRIMARY KEY,
    first_name    TEXT    NOT NULL DEFAULT '',
    language_code TEXT,
    language      TEXT,
    updated_at    REAL    NOT NULL
);
