-- 👍 / 👎 under delivered songs (bot/store/votes.py): one vote per person per song, changed in
-- place (the key), so a press met twice counts once; /report counts them per style.
CREATE TABLE votes (
    request_id INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    value      INTEGER NOT NULL CHECK (value IN (-1, 1)),
    voted_at   REAL    NOT NULL,
    PRIMARY KEY (request_id, user_id)
) WITHOUT ROWID;
