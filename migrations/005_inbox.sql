-- Updates taken from Telegram (bot/telegram/inbox.py). An update is written here before Telegram is
-- told it arrived, so a crash loses none: those not handled yet are handled at the next start.
-- A handled one keeps its id (its body cleared) for a day, so that Telegram sending it again is
-- recognised and it is not handled twice.
CREATE TABLE inbox (
    update_id INTEGER PRIMARY KEY,
    body TEXT,
    taken_at REAL NOT NULL,
    handled_at REAL
);
CREATE INDEX inbox_handled ON inbox (handled_at);
-- The inbox replaces the record of the last handled update.
DELETE FROM flags WHERE name = 'last_update';
