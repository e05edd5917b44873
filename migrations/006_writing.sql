-- Lyrics the text model is writing for a /song (pipeline/drafts.py), kept until the preview or
-- the failure is shown: a restart writes them again instead of leaving "writing…" forever.
CREATE TABLE writing (
    chat_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,  -- the "writing…" message, turned into the preview later
    chat_type TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    user_name TEXT NOT NULL,
    language TEXT NOT NULL,
    asked_message_id INTEGER,
    topic TEXT NOT NULL,
    started_at REAL NOT NULL,
    PRIMARY KEY (chat_id, message_id)
);
