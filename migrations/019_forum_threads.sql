-- The forum topic a request (or lyrics being written) was asked in: every message about it is
-- sent into that topic, also after a restart and when the asking message was deleted (a reply
-- to a deleted message would otherwise land in General). NULL: General, or not a forum.
ALTER TABLE requests ADD COLUMN thread_id INTEGER;
ALTER TABLE writing ADD COLUMN thread_id INTEGER;
