-- A song as a gift (/gift): who it is for and the occasion, kept with the request (its caption
-- reads "🎁 For Anna, happy birthday!") and with lyrics being written (a restart keeps them).
ALTER TABLE requests ADD COLUMN gift_for TEXT;
ALTER TABLE requests ADD COLUMN gift_occasion TEXT;
ALTER TABLE writing ADD COLUMN gift_for TEXT;
ALTER TABLE writing ADD COLUMN gift_occasion TEXT;

-- A gift being asked about, one short question at a time (bot/handlers/gift.py): a person has at
-- most one per chat; it survives a restart, and is forgotten when answered, cancelled or stale.
CREATE TABLE gift_talks (
    chat_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    step TEXT NOT NULL,              -- the question asked last: recipient, occasion, details
    recipient TEXT,
    occasion TEXT,
    question_message_id INTEGER,     -- in a group, the answer is a reply to this message
    started_at REAL NOT NULL,
    PRIMARY KEY (chat_id, user_id)
);
