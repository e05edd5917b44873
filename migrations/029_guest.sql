-- Guest mode: a song asked by mentioning the bot in a chat it is not in. Such a request belongs
-- to its asker (their private chat's id, access, share and settings), and its words are shown in
-- the one inline message the bot placed in that chat, known only by its inline_message_id (NULL:
-- an ordinary request). `inline_gone`: Telegram refused an edit of that message (deleted, or too
-- old to edit): the request's words and its song go to the asker's private chat from then on.
ALTER TABLE requests ADD COLUMN inline_message_id TEXT;
ALTER TABLE requests ADD COLUMN inline_gone INTEGER NOT NULL DEFAULT 0;
CREATE INDEX requests_by_inline_message ON requests (inline_message_id)
    WHERE inline_message_id IS NOT NULL;

-- A guest query, stored before it is answered, so that a crash between the two leaves a row the
-- next start finds: answered then if still within its window, else dropped with a log line,
-- nothing spent. `inline_message_id`: the message the answer placed (NULL: not answered yet);
-- `ended`: handed on (lyrics being written, or the request made) or dropped.
CREATE TABLE guest_queries (
    query_id          TEXT    PRIMARY KEY,
    user_id           INTEGER NOT NULL,
    user_name         TEXT    NOT NULL,
    language          TEXT    NOT NULL,
    words             TEXT    NOT NULL,
    asked_at          REAL    NOT NULL,
    inline_message_id TEXT,
    ended             INTEGER NOT NULL DEFAULT 0
);

-- When the user first wrote to the bot in their private chat (NULL: never, as far as the bot
-- knows): only then can a guest song's file go there.
ALTER TABLE users ADD COLUMN private_since REAL;
