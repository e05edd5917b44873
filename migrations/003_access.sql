-- What the bot's admins said with /allow and /deny; outweighs ALLOWED_CHAT_IDS (bot/access.py).
CREATE TABLE access (
    chat_id    INTEGER PRIMARY KEY,
    allowed    INTEGER NOT NULL CHECK (allowed IN (0, 1)),
    changed_by INTEGER,
    changed_at REAL    NOT NULL
);

-- /quota sums this month's tracks and prices per chat and per user.
CREATE INDEX requests_submitted ON requests (submitted_at);
CREATE INDEX requests_completed ON requests (completed_at);

-- Admin alerts (bot/pipeline/alerts.py): an incident is told once when it opens, once when over.
CREATE TABLE incidents (
    name      TEXT PRIMARY KEY,
    opened_at REAL NOT NULL
);
